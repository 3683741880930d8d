import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';

/** Flattened keys; plural forms (`count_one`, `count_many`…) count as one key, since languages have different ones. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key)))].sort();
}

describe('documents translations', () => {
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
