import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { apiPost } from '@immodesk/sdk';

/** Typed, not parsed, like fetchProperties: the star is on the list's first load. */
export function setFavourite(propertyId: string, isFavourite: boolean): Promise<TProperty> {
  return apiPost<TProperty>(`/api/properties/${encodeURIComponent(propertyId)}/favourite`, { isFavourite });
}
