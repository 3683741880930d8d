/** The text the list search runs against: street, number, box, postal code, city and urlCode, lower case, no accents. */
export function propertySearchText(property: {
  street: string;
  houseNumber: string;
  bus?: string | null;
  postalCode: string;
  city: string;
  urlCode: string;
}): string {
  return [
    property.street,
    property.houseNumber,
    property.bus,
    property.postalCode,
    property.city,
    property.urlCode,
  ]
    .map((part) => foldForSearch(part ?? ''))
    .filter(Boolean)
    .join(' ');
}

/** Lower case without accents, so "Liege" finds "Liège" on SQLite and MariaDB alike. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
