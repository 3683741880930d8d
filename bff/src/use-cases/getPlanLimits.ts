import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TPlanLimitsResponse } from '@immodesk/contracts/plan/plan.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type GetPlanLimitsDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'countActiveProperties'>;
  contacts: Pick<ContactsApi, 'countActiveTenants'>;
};

/** The plan's limits (identity) beside what the organization uses of them (the properties and contacts services). */
export async function getPlanLimits(
  deps: GetPlanLimitsDeps,
  context: RequestContext,
): Promise<TPlanLimitsResponse> {
  const [plan, activeProperties, activeTenants] = await Promise.all([
    deps.identity.getOrganizationPlan(context),
    deps.properties.countActiveProperties(context),
    deps.contacts.countActiveTenants(context),
  ]);
  return { activeProperties, maxProperties: plan.maxProperties, activeTenants, maxTenants: plan.maxTenants };
}
