import type {
  TCreatePropertyRequest,
  TCreatePropertyResponse,
} from '@immodesk/contracts/properties/createProperty.contract';
import type { TEpcLabel } from '@immodesk/contracts/properties/propertyInformation.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type CreatePropertyDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'createProperty'>;
};

/** Creates a property within the plan: identity knows the plan's maxProperties, the properties service counts. */
export async function createProperty(
  deps: CreatePropertyDeps,
  context: RequestContext,
  request: TCreatePropertyRequest,
): Promise<TCreatePropertyResponse> {
  const { maxProperties } = await deps.identity.getOrganizationPlan(context);
  return deps.properties.createProperty(context, { ...request, planMaxProperties: maxProperties });
}

export type CreatePropertiesDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  properties: Pick<PropertiesApi, 'createProperties'>;
};

/** Many properties at once within the plan (the rent-roll import): the plan's room is checked for all of them. */
export async function createProperties(
  deps: CreatePropertiesDeps,
  context: RequestContext,
  properties: (TCreatePropertyRequest & { epcLabel?: TEpcLabel | null })[],
): Promise<TCreatePropertyResponse[]> {
  if (properties.length === 0) return [];
  const { maxProperties } = await deps.identity.getOrganizationPlan(context);
  return deps.properties.createProperties(context, { properties, planMaxProperties: maxProperties });
}
