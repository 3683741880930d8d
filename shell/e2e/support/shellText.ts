import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

export type ShellLanguage = 'nl' | 'en' | 'fr';

type ShellCatalogue = typeof import('../../app/locales/nl.json');

const readCatalogue = (language: ShellLanguage) =>
  JSON.parse(readFileSync(resolve(repoRoot, `shell/app/locales/${language}.json`), 'utf8')) as ShellCatalogue;

/** The shell's Dutch catalogue: the e2e browser runs in nl-BE, and selectors use the very strings the UI shows. */
export const nl = readCatalogue('nl');

/** Every language's catalogue, for the tests that walk the product in French and English too. */
export const SHELL_TEXT: Record<ShellLanguage, ShellCatalogue> = {
  nl,
  en: readCatalogue('en'),
  fr: readCatalogue('fr'),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field label exactly (TextField adds a "*" to required fields). */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
}

/** Text that starts with `text`, e.g. a button whose accessible name adds the device after a colon. */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}
