/** What a Belgian address needs; the postal code and box may be missing. */
export type AddressParts = { street: string; houseNumber: string; bus?: string | null; postalCode?: string | null; city: string };

/**
 * The one Belgian address format, for the browser (the sdk's formatAddress) and the BFF (rows it names): "Kerkstraat
 * 12 bus 3" and "9000 Gent". `boxLabel` writes "bus 3" in the reader's language.
 */
export function belgianAddressLines(address: AddressParts, boxLabel: (bus: string) => string, withPostalCode = true): { line1: string; line2: string } {
  const bus = address.bus?.trim();
  const line1 = [address.street, address.houseNumber, bus ? boxLabel(bus) : null].filter(Boolean).join(' ');
  const line2 = [withPostalCode ? address.postalCode : null, address.city].filter(Boolean).join(' ');
  return { line1, line2 };
}
