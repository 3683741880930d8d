import type { TProperty, TUpdatePropertyRequest } from '@immodesk/contracts/properties/property.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type UpdatePropertyDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'updateProperty'>;
};

/**
 * Changes a property, archiving and unarchiving included. Making it active again counts against the plan, so only
 * then is the plan's maxProperties looked up.
 */
export async function updateProperty(
  deps: UpdatePropertyDeps,
  context: RequestContext,
  input: { idOrUrlCode: string; changes: TUpdatePropertyRequest },
): Promise<TProperty> {
  const limit =
    input.changes.status === 'active'
      ? { planMaxProperties: (await deps.identity.getOrganizationPlan(context)).maxProperties }
      : {};
  return deps.properties.updateProperty(context, { ...input, ...limit });
}
