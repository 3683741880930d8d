import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };

type Catalog = { [key: string]: string | Catalog };

function keys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`))).sort();
}

describe('server message catalogs', () => {
  it('have the same keys in nl, en and fr', () => {
    expect(keys(en)).toEqual(keys(nl));
    expect(keys(fr)).toEqual(keys(nl));
  });
});
