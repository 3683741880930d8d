import { describe, expect, it } from 'vitest';
import { formatAddressLines } from './formatAddress';

const box = (bus: string) => `bus ${bus}`;

describe('formatAddressLines', () => {
  it('writes street, number and box, then postal code and city', () => {
    expect(formatAddressLines({ street: 'Kerkstraat', houseNumber: '12', bus: '3', postalCode: '9000', city: 'Gent' }, box)).toEqual({
      line1: 'Kerkstraat 12 bus 3',
      line2: '9000 Gent',
    });
  });

  it('leaves out an empty box', () => {
    expect(formatAddressLines({ street: 'Meir', houseNumber: '1A', bus: null, postalCode: '2000', city: 'Antwerpen' }, box).line1).toBe('Meir 1A');
    expect(formatAddressLines({ street: 'Meir', houseNumber: '1A', bus: ' ', postalCode: '2000', city: 'Antwerpen' }, box).line1).toBe('Meir 1A');
  });
});
