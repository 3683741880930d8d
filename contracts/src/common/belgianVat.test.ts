import { describe, expect, it } from 'vitest';
import { formatBelgianVat, normalizeBelgianVat } from './belgianVat';

describe('normalizeBelgianVat', () => {
  it('accepts the ways an enterprise number is written and stores BE with the ten digits', () => {
    expect(normalizeBelgianVat('BE0123.456.749')).toBe('BE0123456749');
    expect(normalizeBelgianVat('0123456749')).toBe('BE0123456749');
    expect(normalizeBelgianVat('BE 0123 456 749')).toBe('BE0123456749');
    expect(normalizeBelgianVat('be0123-456-749')).toBe('BE0123456749');
  });

  it('accepts real enterprise numbers', () => {
    // AB InBev, Proximus and the National Bank of Belgium.
    expect(normalizeBelgianVat('BE0417.497.106')).toBe('BE0417497106');
    expect(normalizeBelgianVat('0202.239.951')).toBe('BE0202239951');
    expect(normalizeBelgianVat('BE 0403 170 701')).toBe('BE0403170701');
  });

  it('accepts the numbers starting with 1 that the KBO hands out once those starting with 0 run out', () => {
    expect(normalizeBelgianVat('1000.000.021')).toBe('BE1000000021');
  });

  it('reads an old nine-digit number as the ten digits with a leading 0', () => {
    expect(normalizeBelgianVat('BE 428759497')).toBe('BE0428759497');
    expect(normalizeBelgianVat('428.759.497')).toBe('BE0428759497');
    expect(normalizeBelgianVat('BE 428759498')).toBeNull();
  });

  it('refuses a wrong check number', () => {
    expect(normalizeBelgianVat('BE0123.456.789')).toBeNull();
    expect(normalizeBelgianVat('BE0417.497.107')).toBeNull();
  });

  it('refuses the wrong structure', () => {
    expect(normalizeBelgianVat('BE2123456749')).toBeNull();
    expect(normalizeBelgianVat('BE012345674')).toBeNull();
    expect(normalizeBelgianVat('NL0123456749')).toBeNull();
    expect(normalizeBelgianVat('BE01234567490')).toBeNull();
    expect(normalizeBelgianVat('')).toBeNull();
  });
});

describe('formatBelgianVat', () => {
  it('shows a stored number grouped as on an invoice', () => {
    expect(formatBelgianVat('BE0123456749')).toBe('BE 0123.456.749');
  });

  it('shows anything else as stored', () => {
    expect(formatBelgianVat('FR12345678901')).toBe('FR12345678901');
  });
});
