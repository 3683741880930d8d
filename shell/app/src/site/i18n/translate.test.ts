import { describe, expect, it } from 'vitest';
import { translate } from './translate';

const catalog = { footer: { copyright: '© {{year}} {{productName}}' }, list: ['a', 'b'], plain: 'Hallo' };

describe('translate', () => {
  it('reads nested keys and fills in values', () => {
    expect(translate(catalog, 'plain')).toBe('Hallo');
    expect(translate(catalog, 'footer.copyright', { year: 2025, productName: 'Immodesk' })).toBe(
      '© 2025 Immodesk',
    );
  });

  it('returns lists with returnObjects and the key for anything missing', () => {
    expect(translate(catalog, 'list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(translate(catalog, 'footer.missing')).toBe('footer.missing');
    expect(translate(undefined, 'plain')).toBe('plain');
  });
});
