import type { NewProperty } from '../domain/property';

/** A house in Gent to create in a test; `overrides` give what the test is about. */
export function newProperty(overrides: Partial<NewProperty> = {}): NewProperty & { country: string } {
  return {
    street: 'Veldstraat',
    houseNumber: '1',
    postalCode: '9000',
    city: 'Gent',
    country: 'BE',
    type: 'house',
    ...overrides,
  };
}
