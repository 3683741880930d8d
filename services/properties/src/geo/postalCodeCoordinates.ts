import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Coordinates = { latitude: number; longitude: number };

const CSV_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'belgian-postal-codes.csv');
let byPostalCode: Map<string, Coordinates> | undefined;

function load(): Map<string, Coordinates> {
  const map = new Map<string, Coordinates>();
  for (const line of fs.readFileSync(CSV_PATH, 'utf8').split('\n')) {
    const [postalCode, , longitude, latitude] = line.split(',');
    if (!postalCode || !longitude || !latitude || map.has(postalCode)) continue;
    map.set(postalCode, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return map;
}

/**
 * The locality's coordinates for a Belgian postal code (bpost list, © OpenStreetMap contributors),
 * so a new property shows on the map without an external geocoder.
 */
export function coordinatesForPostalCode(country: string, postalCode: string): Coordinates | null {
  if (country !== 'BE') return null;
  byPostalCode ??= load();
  return byPostalCode.get(postalCode.trim()) ?? null;
}
