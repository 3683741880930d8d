import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

const catalogue = (language: 'nl' | 'fr') =>
  JSON.parse(
    readFileSync(resolve(repoRoot, `mf-properties/locales/${language}.json`), 'utf8'),
  ) as PropertiesCatalogue;

/** The properties remote's Dutch catalogue, so selectors use the strings the UI shows. */
export const propertiesNl = catalogue('nl');

/** The same in French, for the specs that run in both languages. */
export const propertiesFr = catalogue('fr');

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');

/** The properties remote's catalogue in `language`, for tests that switch the owner's language. */
export function propertiesText(language: 'nl' | 'fr'): PropertiesCatalogue {
  return JSON.parse(
    readFileSync(resolve(repoRoot, `mf-properties/locales/${language}.json`), 'utf8'),
  ) as PropertiesCatalogue;
}
