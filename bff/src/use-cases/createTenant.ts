import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type {
  TCreateTenantRequest,
  TCreateTenantResponse,
} from '@immodesk/contracts/tenants/createTenant.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type TenantFlowDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'getProperty'>;
};

/** A tenant's linked property must be one of the organization's: another organization's property is a 404. */
export async function assertOwnProperty(
  deps: Pick<TenantFlowDeps, 'properties'>,
  context: RequestContext,
  propertyId: string | null | undefined,
): Promise<void> {
  if (propertyId) await deps.properties.getProperty(context, propertyId);
}

/** Creates a tenant within the plan: identity knows the plan's maxTenants, the contacts service counts. */
export async function createTenant(
  deps: TenantFlowDeps & { contacts: Pick<ContactsApi, 'createTenant'> },
  context: RequestContext,
  request: TCreateTenantRequest,
): Promise<TCreateTenantResponse> {
  await assertOwnProperty(deps, context, request.propertyId);
  const { maxTenants } = await deps.identity.getOrganizationPlan(context);
  return deps.contacts.createTenant(context, { ...request, planMaxTenants: maxTenants });
}
