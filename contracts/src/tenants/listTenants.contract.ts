import { z } from 'zod';
import { ZPageQuery, zListResponse } from '../common/pagination';
import { identityValue, ZPartyIdentity } from '../common/partyIdentity';
import { ZLanguage } from '../common/primitives';

export const ZTenantEntityType = z.enum(['natural', 'legal']);
export const ZTenantStatus = z.enum(['active', 'inactive']);

export const ZListTenantsQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  propertyId: z.string().optional(),
  status: ZTenantStatus.optional(),
});
export type TListTenantsQuery = z.infer<typeof ZListTenantsQuery>;

export const ZTenant = z.object({
  id: z.string(),
  entityType: ZTenantEntityType,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: ZLanguage,
  status: ZTenantStatus,
  propertyId: z.string().nullable(),
  notes: z.string().nullable(),
  /** Their current address and birth data, for a lease fit for registration (a company: its registered office). */
  ...ZPartyIdentity.shape,
  /** Eleven digits (vocabulary/nationalRegisterNumber); optional on a lease. */
  nationalRegisterNumber: identityValue(),
});
export type TTenant = z.infer<typeof ZTenant>;

export const ZListTenantsResponse = zListResponse(ZTenant);
export type TListTenantsResponse = z.infer<typeof ZListTenantsResponse>;
