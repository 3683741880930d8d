import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

/** The properties remote's Dutch catalogue, so selectors use the strings the UI shows. */
export const propertiesNl = JSON.parse(readFileSync(resolve(repoRoot, 'mf-properties/locales/nl.json'), 'utf8')) as PropertiesCatalogue;

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
