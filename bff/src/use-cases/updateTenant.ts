import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type {
  TUpdateTenantRequest,
  TUpdateTenantResponse,
} from '@immodesk/contracts/tenants/updateTenant.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { assertOwnProperty, type TenantFlowDeps } from './createTenant';

/**
 * Changes a tenant, deactivating and reactivating included. Making one active counts against the plan, so only
 * then is the plan's maxTenants looked up; a newly linked property must be the organization's.
 */
export async function updateTenant(
  deps: TenantFlowDeps & { contacts: Pick<ContactsApi, 'updateTenant'> },
  context: RequestContext,
  input: { id: string; changes: TUpdateTenantRequest },
): Promise<TUpdateTenantResponse> {
  await assertOwnProperty(deps, context, input.changes.propertyId);
  const limit =
    input.changes.status === 'active'
      ? { planMaxTenants: (await deps.identity.getOrganizationPlan(context)).maxTenants }
      : {};
  return deps.contacts.updateTenant(context, { ...input, ...limit });
}
