/** A Belgian address as it is stored and shown: the box (`bus`) may be missing. */
export type Address = {
  street: string;
  houseNumber: string;
  bus: string | null;
  postalCode: string;
  city: string;
};

/** The most characters each address field takes, and the postal code's fewest (Belgium: 4). */
export const ADDRESS_LIMITS = {
  street: 200,
  houseNumber: 20,
  bus: 20,
  postalCodeMin: 4,
  postalCodeMax: 10,
  city: 100,
} as const;

/** ISO 3166 alpha-2; an address without a country is Belgian. */
export const DEFAULT_COUNTRY = 'BE';

/** A Belgian postal code: four digits, not starting with 0. */
export const BELGIAN_POSTAL_CODE_PATTERN = /^[1-9]\d{3}$/;

export function isBelgianPostalCode(postalCode: string): boolean {
  return BELGIAN_POSTAL_CODE_PATTERN.test(postalCode);
}

/** What a Belgian address needs to be written out; the postal code and box may be missing. */
export type AddressParts = Pick<Address, 'street' | 'houseNumber' | 'city'> & {
  bus?: string | null;
  postalCode?: string | null;
};

/**
 * The one Belgian address format, for the browser (the sdk's formatAddress) and the BFF (rows it names): "Kerkstraat
 * 12 bus 3" and "9000 Gent". `boxLabel` writes "bus 3" in the reader's language.
 */
export function belgianAddressLines(
  address: AddressParts,
  boxLabel: (bus: string) => string,
  withPostalCode = true,
): { line1: string; line2: string } {
  const bus = address.bus?.trim();
  const line1 = [address.street, address.houseNumber, bus ? boxLabel(bus) : null].filter(Boolean).join(' ');
  const line2 = [withPostalCode ? address.postalCode : null, address.city].filter(Boolean).join(' ');
  return { line1, line2 };
}
