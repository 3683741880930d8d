import { belgianAddressLines } from '@immodesk/contracts/vocabulary/address';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { TProperty } from '@immodesk/contracts/properties/property.contract';
import { translate } from '../i18n/translate';

/** "Kerkstraat 12 bus 3, 9000 Gent", the box in the reader's language: every address the BFF writes into a text. */
export function propertyAddress(
  property: Pick<TProperty, 'street' | 'houseNumber' | 'bus' | 'postalCode' | 'city'>,
  language: TLanguage,
): string {
  const { line1, line2 } = belgianAddressLines(property, (bus) =>
    translate(language, 'documents.addressBox', { bus }),
  );
  return `${line1}, ${line2}`;
}
