import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Coordinates = { latitude: number; longitude: number };

/** One locality of the bpost list: a postal code can have several (Knokke, Knokke-Heist, Westkapelle share 8300). */
export type PostalCodeLocality = Coordinates & { city: string };

const CSV_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'belgian-postal-codes.csv');
let byPostalCode: Map<string, PostalCodeLocality[]> | undefined;

/** `postal code,locality,longitude,latitude`, no header; a locality with a space is quoted ("La Hulpe"). */
function load(): Map<string, PostalCodeLocality[]> {
  const map = new Map<string, PostalCodeLocality[]>();
  for (const line of fs.readFileSync(CSV_PATH, 'utf8').split('\n')) {
    const match = /^(\d{4}),("[^"]*"|[^,]*),([^,]+),([^,]+)$/.exec(line.trim());
    if (!match) continue;
    const [, postalCode, rawCity, longitude, latitude] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const city = rawCity.replace(/^"(.*)"$/, '$1');
    const localities = map.get(postalCode) ?? [];
    if (!localities.some((locality) => locality.city === city))
      localities.push({ city, latitude: Number(latitude), longitude: Number(longitude) });
    map.set(postalCode, localities);
  }
  return map;
}

/** The localities of a Belgian postal code (bpost list, © OpenStreetMap contributors), in the list's order; empty when unknown. */
export function localitiesForPostalCode(postalCode: string): PostalCodeLocality[] {
  byPostalCode ??= load();
  return byPostalCode.get(postalCode.trim()) ?? [];
}
