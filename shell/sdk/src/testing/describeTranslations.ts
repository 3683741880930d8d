import { describe, expect, it } from 'vitest';

/** Flattened keys; plural forms (`count_one`, `count_many`…) count as one key, since languages have different ones. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return [
    ...new Set(
      Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key)),
    ),
  ].sort();
}

export type Locales = { nl: unknown; en: unknown; fr: unknown };

/** The checks every namespace's `locales/{nl,en,fr}.json` must pass, as a describe block named after the namespace. */
export function describeTranslations(namespace: string, { nl, en, fr }: Locales): void {
  describe(`${namespace} translations`, () => {
    it('have the same keys in nl, en and fr', () => {
      expect(keysOf(en)).toEqual(keysOf(nl));
      expect(keysOf(fr)).toEqual(keysOf(nl));
    });

    it('leave no value empty', () => {
      for (const locale of [nl, en, fr]) {
        const values = JSON.stringify(locale).match(/:""/g);
        expect(values).toBeNull();
      }
    });
  });
}
