import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type OccupancyDeps = {
  contracts: Pick<ContractsApi, 'listRentedPropertyIds'>;
  properties: Pick<PropertiesApi, 'getProperty' | 'updateProperty'>;
};

/**
 * A property is rented while it has an active contract (issue 15): after a contract started, expired or ended,
 * the property's occupancy (which the list's filter and the dashboard read) follows.
 */
export async function syncPropertyOccupancy(
  deps: OccupancyDeps,
  context: RequestContext,
  propertyId: string,
): Promise<void> {
  const rented = (await deps.contracts.listRentedPropertyIds(context)).includes(propertyId);
  const property = await deps.properties.getProperty(context, propertyId);
  const occupancy = rented ? 'rented' : 'available';
  if (property.occupancy !== occupancy)
    await deps.properties.updateProperty(context, { idOrUrlCode: propertyId, changes: { occupancy } });
}
