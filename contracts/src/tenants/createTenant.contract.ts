import { z } from 'zod';
import { ZPartyIdentityInput, zOptionalNationalRegisterNumber } from '../common/partyIdentity';
import { ZLanguage, ZUuid } from '../common/primitives';
import { zOptionalEmail, zOptionalPhone, zOptionalText, zOptionalVatNumber } from '../common/text';
import { ZTenant, ZTenantEntityType, ZTenantStatus } from './listTenants.contract';

export const TENANT_NOTES_MAX = 2000;

/**
 * Tenant body of API.md (plus `notes`). Which names are required depends on `entityType` (a natural person needs
 * first and last name, a legal entity a company name); the contacts service enforces that rule with per-field
 * details. `vatNumber` is stored as `BE0123456749`, `phone` in E.164.
 */
export const ZCreateTenantRequest = z.object({
  entityType: ZTenantEntityType,
  firstName: zOptionalText(100),
  lastName: zOptionalText(100),
  companyName: zOptionalText(200),
  vatNumber: zOptionalVatNumber(),
  email: zOptionalEmail(),
  phone: zOptionalPhone(),
  language: ZLanguage.default('nl'),
  status: ZTenantStatus.default('active'),
  propertyId: ZUuid.nullish().transform((value) => value ?? null),
  notes: zOptionalText(TENANT_NOTES_MAX),
  ...ZPartyIdentityInput.shape,
  nationalRegisterNumber: zOptionalNationalRegisterNumber(),
});
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequest>;

export const ZCreateTenantResponse = ZTenant;
export type TCreateTenantResponse = z.infer<typeof ZCreateTenantResponse>;
