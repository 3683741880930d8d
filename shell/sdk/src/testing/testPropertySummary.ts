import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';

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

/** A property as its own endpoint returns it: the summary with its description and timestamps. */
export function testProperty(overrides: Partial<TProperty> = {}): TProperty {
  return {
    ...testPropertySummary(),
    description: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Korenlei 7, Gent: the available apartment without rent that the contacts and property tests pick from a list. */
export const KORENLEI_7 = {
  id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0101',
  urlCode: 'korenlei-7-gent',
  street: 'Korenlei',
  houseNumber: '7',
  rentCents: null,
  occupancy: 'available',
} as const satisfies Partial<TPropertySummary>;
