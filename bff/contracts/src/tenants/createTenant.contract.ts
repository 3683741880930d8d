import { z } from 'zod';
import { ZLanguage, ZUuid } from '../common/primitives';
import { zOptionalEmail, zOptionalText } from '../common/text';
import { ZTenant, ZTenantEntityType, ZTenantStatus } from './listTenants.contract';

/**
 * Tenant body of API.md. Which names are required depends on `entityType` (a natural person needs first and
 * last name, a legal entity a company name); the contacts service enforces that rule with per-field details.
 */
export const ZCreateTenantRequest = z.object({
  entityType: ZTenantEntityType,
  firstName: zOptionalText(100),
  lastName: zOptionalText(100),
  companyName: zOptionalText(200),
  vatNumber: zOptionalText(20),
  email: zOptionalEmail(),
  phone: zOptionalText(40),
  language: ZLanguage.default('nl'),
  status: ZTenantStatus.default('active'),
  propertyId: ZUuid.nullish().transform((value) => value ?? null),
});
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequest>;

export const ZCreateTenantResponse = ZTenant;
export type TCreateTenantResponse = z.infer<typeof ZCreateTenantResponse>;
