import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTranslations } from '../testing/setUpTranslations';
import { formatAddress, formatAddressLines } from './formatAddress';

beforeAll(() => setUpTranslations('address-test', {}, 'fr'));

const box = (bus: string) => `bus ${bus}`;

describe('formatAddressLines', () => {
  it('writes street, number and box, then postal code and city', () => {
    expect(
      formatAddressLines(
        { street: 'Kerkstraat', houseNumber: '12', bus: '3', postalCode: '9000', city: 'Gent' },
        { boxLabel: box },
      ),
    ).toEqual({
      line1: 'Kerkstraat 12 bus 3',
      line2: '9000 Gent',
    });
  });

  it('leaves out an empty box', () => {
    expect(
      formatAddressLines(
        { street: 'Meir', houseNumber: '1A', bus: null, postalCode: '2000', city: 'Antwerpen' },
        { boxLabel: box },
      ).line1,
    ).toBe('Meir 1A');
    expect(
      formatAddressLines(
        { street: 'Meir', houseNumber: '1A', bus: ' ', postalCode: '2000', city: 'Antwerpen' },
        { boxLabel: box },
      ).line1,
    ).toBe('Meir 1A');
  });
});

describe('formatAddress', () => {
  const korenlei = { street: 'Korenlei', houseNumber: '7', bus: '2', postalCode: '9000', city: 'Gent' };

  it("writes one line with the box in the user's language", () => {
    expect(formatAddress(korenlei)).toBe('Korenlei 7 boîte 2, 9000 Gent');
  });

  it('leaves out the postal code where the city is enough', () => {
    expect(formatAddress(korenlei, { withPostalCode: false })).toBe('Korenlei 7 boîte 2, Gent');
    expect(formatAddress({ street: 'Rue Puits-en-Sock', houseNumber: '65', city: 'Liège' })).toBe(
      'Rue Puits-en-Sock 65, Liège',
    );
  });
});
