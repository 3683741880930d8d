import { ZGetPropertyResponse, type TProperty } from '@immodesk/contracts/properties/property.contract';
import { apiPost } from '@immodesk/sdk';

export function setFavourite(propertyId: string, isFavourite: boolean): Promise<TProperty> {
  return apiPost(`/api/properties/${encodeURIComponent(propertyId)}/favourite`, { isFavourite }, { schema: ZGetPropertyResponse });
}
