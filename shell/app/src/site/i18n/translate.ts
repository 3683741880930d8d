/** A nested catalog as in locales/site/*.json. */
export type Catalog = { [key: string]: unknown };
export type TranslateOptions = Record<string, unknown> & { returnObjects?: boolean };
export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

function lookup(catalog: Catalog | undefined, key: string): unknown {
  let value: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Catalog)[part];
  }
  return value;
}

function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/**
 * The public site's translator: nested keys, `{{name}}` interpolation and `returnObjects` for lists, the same
 * conventions as i18next (the app uses i18next; the shared footer works with either). A missing key shows the key.
 */
export function translate(catalog: Catalog | undefined, key: string, options: TranslateOptions = {}): string {
  const value = lookup(catalog, key);
  if (options.returnObjects && typeof value === 'object' && value !== null) return value as unknown as string;
  if (typeof value !== 'string') return key;
  return interpolate(value, options);
}
