import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type OccupancyDeps = {
  contracts: Pick<ContractsApi, 'listRentedPropertyIds'>;
  properties: Pick<PropertiesApi, 'getProperty' | 'updateProperty'>;
};

export type OccupanciesDeps = {
  contracts: Pick<ContractsApi, 'listRentedPropertyIds'>;
  properties: Pick<PropertiesApi, 'setOccupancy'>;
};

/** A property is rented while it has an active contract (issue 15). */
function occupancyOf(rented: ReadonlySet<string>, propertyId: string): 'rented' | 'available' {
  return rented.has(propertyId) ? 'rented' : 'available';
}

/**
 * After a contract started, expired or ended, the property's occupancy (which the list's filter and the
 * dashboard read) follows.
 */
export async function syncPropertyOccupancy(
  deps: OccupancyDeps,
  context: RequestContext,
  propertyId: string,
): Promise<void> {
  const occupancy = occupancyOf(new Set(await deps.contracts.listRentedPropertyIds(context)), propertyId);
  const property = await deps.properties.getProperty(context, propertyId);
  if (property.occupancy !== occupancy)
    await deps.properties.updateProperty(context, { idOrUrlCode: propertyId, changes: { occupancy } });
}

/** The same for many properties at once (the rent-roll import): one read of the rented ones, two updates. */
export async function syncPropertiesOccupancy(
  deps: OccupanciesDeps,
  context: RequestContext,
  propertyIds: readonly string[],
): Promise<void> {
  const rented = new Set(await deps.contracts.listRentedPropertyIds(context));
  const ids = [...new Set(propertyIds)];
  for (const occupancy of ['rented', 'available'] as const) {
    const matching = ids.filter((id) => occupancyOf(rented, id) === occupancy);
    if (matching.length > 0)
      await deps.properties.setOccupancy(context, { propertyIds: matching, occupancy });
  }
}
