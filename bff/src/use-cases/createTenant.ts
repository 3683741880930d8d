import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type {
  TCreateTenantRequest,
  TCreateTenantResponse,
} from '@immodesk/contracts/tenants/createTenant.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
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

export type CreateTenantsDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  contacts: Pick<ContactsApi, 'createTenants'>;
};

/**
 * Many tenants at once within the plan (the rent-roll import): their linked properties must be the
 * organization's (read in one call, a 404 otherwise) and the plan's room is checked for all of them.
 */
export async function createTenants(
  deps: CreateTenantsDeps,
  context: RequestContext,
  tenants: TCreateTenantRequest[],
): Promise<TCreateTenantResponse[]> {
  if (tenants.length === 0) return [];
  const linked = [...new Set(tenants.flatMap((tenant) => (tenant.propertyId ? [tenant.propertyId] : [])))];
  const own = new Set(
    (await deps.properties.getPropertyAddresses(context, linked)).map((property) => property.id),
  );
  if (linked.some((id) => !own.has(id))) throw AppError.notFound('property');
  const { maxTenants } = await deps.identity.getOrganizationPlan(context);
  return deps.contacts.createTenants(context, { tenants, planMaxTenants: maxTenants });
}
