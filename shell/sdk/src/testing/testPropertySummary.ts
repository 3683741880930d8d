import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';

/** A property as the list endpoint returns it (an apartment at Kerkstraat 12, Gent); a test overrides what it is about. */
export function testPropertySummary(overrides: Partial<TPropertySummary> = {}): TPropertySummary {
  return {
    id: '8a9bc696-2cb9-48d4-9be9-76c2f7c14ac9',
    urlCode: 'kerk12',
    street: 'Kerkstraat',
    houseNumber: '12',
    bus: null,
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
    type: 'apartment',
    rentCents: 95000,
    status: 'active',
    occupancy: 'rented',
    isFavourite: false,
    latitude: null,
    longitude: null,
    primaryPhotoId: null,
    ...overrides,
  };
}
