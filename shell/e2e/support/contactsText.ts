import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

/** The contacts remote's Dutch catalogue, so selectors use the strings the UI shows. */
export const contactsNl = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-contacts/locales/nl.json'), 'utf8'),
) as ContactsCatalogue;

type ContactsCatalogue = typeof import('../../../mf-contacts/locales/nl.json');
