import { localitiesForPostalCode, type Coordinates } from './belgianPostalCodes';

export type { Coordinates } from './belgianPostalCodes';

/**
 * The locality's coordinates for a Belgian postal code (bpost list, © OpenStreetMap contributors),
 * so a new property shows on the map without an external geocoder.
 */
export function coordinatesForPostalCode(country: string, postalCode: string): Coordinates | null {
  if (country !== 'BE') return null;
  const [first] = localitiesForPostalCode(postalCode);
  return first ? { latitude: first.latitude, longitude: first.longitude } : null;
}
