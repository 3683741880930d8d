import type { Language } from '../domain/language';

/** A locale file: nested areas of texts; a list (paragraphs, examples) is an array of texts. */
export type TextCatalog = { readonly [key: string]: string | readonly string[] | TextCatalog };
export type TextParams = Readonly<Record<string, string | number | undefined>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills i18next-style `{{name}}` placeholders (a missing value becomes ''); `encode` escapes each value, e.g. for HTML. */
export function interpolate(
  template: string,
  params: TextParams,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (_, name: string) => encode(String(params[name] ?? '')));
}

/** The text at a dotted key (`rentReminder.subject`), or undefined when the key is missing or not a text. */
export function lookupText(catalog: TextCatalog, key: string): string | undefined {
  let node: TextCatalog[string] | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as TextCatalog)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A lookup over one locale file per language: the asked language, then Dutch, then the key itself. */
export function createTranslator(catalogs: Readonly<Record<Language, TextCatalog>>) {
  return (language: Language, key: string, params: TextParams = {}): string =>
    interpolate(lookupText(catalogs[language], key) ?? lookupText(catalogs.nl, key) ?? key, params);
}

/** Every key of a locale file, sorted, list items as `key.0`, `key.1`: two languages must have the same. */
export function catalogKeys(catalog: TextCatalog, prefix = ''): string[] {
  return Object.entries(catalog)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value as TextCatalog, `${prefix}${key}.`),
    )
    .sort();
}

type PluralForms<K extends string> = Readonly<Record<`${K}_one` | `${K}_other`, string>>;

/** An i18next-style plural: `<key>_one` for exactly 1, `<key>_other` for every other count (0 included), with `{{count}}`. */
export function plural<K extends string>(
  texts: PluralForms<K>,
  key: K,
  count: number,
  params: TextParams = {},
): string {
  return interpolate(count === 1 ? texts[`${key}_one`] : texts[`${key}_other`], { ...params, count });
}
