import { describe, expect, it } from 'vitest';
import { firstFreeUrlCode, slugify, urlCodeBase } from './urlCode';

describe('urlCode', () => {
  it('makes a readable slug of the address without accents or punctuation', () => {
    expect(urlCodeBase({ street: "Rue de l'Église", houseNumber: '5', bus: 'B2', city: 'Liège' })).toBe(
      'rue-de-l-eglise-5-b2-liege',
    );
    expect(slugify('  Kerkstraat 12 — Gent ')).toBe('kerkstraat-12-gent');
  });

  it('adds the first free suffix on a collision', () => {
    expect(firstFreeUrlCode('meir-1-antwerpen', new Set())).toBe('meir-1-antwerpen');
    expect(firstFreeUrlCode('meir-1-antwerpen', new Set(['meir-1-antwerpen', 'meir-1-antwerpen-2']))).toBe(
      'meir-1-antwerpen-3',
    );
  });
});
