import { belgianAddressLines, type AddressParts } from '@immodesk/contracts/vocabulary/address';
import { i18n } from '../i18n/i18n';

export type { AddressParts } from '@immodesk/contracts/vocabulary/address';

export type AddressOptions = {
  /** Leave out the postal code where the city is enough to recognise the property (a payment row, a notice). */
  withPostalCode?: boolean;
  /** "bus 3" in the user's language (the common `address.box`) unless given. */
  boxLabel?: (bus: string) => string;
};

const translatedBox = (bus: string) => i18n.t('address.box', { ns: 'common', bus });

/** Belgian order in two lines: "Kerkstraat 12 bus 3" and "9000 Gent". */
export function formatAddressLines(
  address: AddressParts,
  options: AddressOptions = {},
): { line1: string; line2: string } {
  const { withPostalCode = true, boxLabel = translatedBox } = options;
  return belgianAddressLines(address, boxLabel, withPostalCode);
}

/** One line: "Kerkstraat 12 bus 3, 9000 Gent" (or "Kerkstraat 12 bus 3, Gent" without the postal code). */
export function formatAddress(address: AddressParts, options: AddressOptions = {}): string {
  const { line1, line2 } = formatAddressLines(address, options);
  return `${line1}, ${line2}`;
}
