import type { TPropertySummary } from '@immodesk/contracts/properties/listProperties.contract';

export type AddressParts = Pick<TPropertySummary, 'street' | 'houseNumber' | 'bus' | 'postalCode' | 'city'>;

/** Belgian order: "Kerkstraat 12 bus 3" and "9000 Gent". `boxLabel` is the translated "bus 3". */
export function formatAddressLines(address: AddressParts, boxLabel: (bus: string) => string): { line1: string; line2: string } {
  const bus = address.bus?.trim();
  const line1 = [address.street, address.houseNumber, bus ? boxLabel(bus) : null].filter(Boolean).join(' ');
  const line2 = [address.postalCode, address.city].filter(Boolean).join(' ');
  return { line1, line2 };
}
