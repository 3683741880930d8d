import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZLanguage } from '../common/primitives';
import { ZCreateTenantRequest } from './createTenant.contract';
import { ZTenant, ZTenantStatus } from './listTenants.contract';

/**
 * PATCH /api/tenants/:id: any field of the create body; a field left out keeps its value, an empty one clears it.
 * `status: 'active'` on an inactive tenant counts against the plan's maxTenants.
 */
export const ZUpdateTenantRequest = requireAChange(
  ZCreateTenantRequest.partial().extend({
    // partial() would keep the create defaults and silently reset the language and status on every PATCH.
    language: ZLanguage.optional(),
    status: ZTenantStatus.optional(),
    /** Issue 26: saving a change that alters a lease sent for signing voids its signatures; without this, 409 first. */
    confirmVoidSignatures: z.boolean().optional(),
  }),
  ['confirmVoidSignatures'],
);
export type TUpdateTenantRequest = z.infer<typeof ZUpdateTenantRequest>;

export const ZUpdateTenantResponse = ZTenant;
export type TUpdateTenantResponse = z.infer<typeof ZUpdateTenantResponse>;
