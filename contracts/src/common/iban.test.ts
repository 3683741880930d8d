import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normalizeBic, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts published examples, typed with spaces or lower case, and stores them compact', () => {
    expect(normalizeIban('BE68 5390 0754 7034')).toBe('BE68539007547034');
    expect(normalizeIban('be71 0961 2345 6769')).toBe('BE71096123456769');
    expect(normalizeIban('BE72 0000 0000 1616')).toBe('BE72000000001616');
    expect(normalizeIban('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('FR14 2004 1010 0505 0001 3M02 606')).toBe('FR1420041010050500013M02606');
    expect(normalizeIban('GB29 NWBK 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    expect(normalizeIban('LU28 0019 4006 4475 0000')).toBe('LU280019400644750000');
  });

  it('refuses a wrong check digit, a wrong length or an unknown country', () => {
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(isValidIban('BE69 5390 0754 7034')).toBe(false);
    expect(isValidIban('BE68 5390 0754 703')).toBe(false);
    expect(isValidIban('NL91 ABNA 0417 1643 001')).toBe(false);
    expect(isValidIban('XX68 5390 0754 7034')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('BE68-5390-0754-7034!')).toBe(false);
  });

  it('applies the Belgian national check on top of mod 97', () => {
    // Passes ISO mod 97 (check digits recomputed for this BBAN) but 539007547099: 5390075470 mod 97 = 34, not 99.
    const bban = '539007547099';
    const numeric = `${bban}111400`; // B = 11, E = 14, then 00
    const check = String(98 - Number(BigInt(numeric) % 97n)).padStart(2, '0');
    expect(normalizeIban(`BE${check}${bban}`)).toBeNull();
    // 0 → 97: 0000000097 mod 97 = 0, written 97.
    expect(isValidIban('BE54 0000 0000 9797')).toBe(true);
  });

  it('shows an IBAN in groups of four', () => {
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters: bank, country, location and optional branch', () => {
    expect(normalizeBic('gebabebb')).toBe('GEBABEBB');
    expect(normalizeBic('KRED BE BB')).toBe('KREDBEBB');
    expect(isValidBic('GKCCBEBB')).toBe(true);
    expect(isValidBic('BBRUBEBB010')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
  });

  it('refuses other lengths and digits where letters belong', () => {
    expect(isValidBic('GEBABEB')).toBe(false);
    expect(isValidBic('GEBABEBB01')).toBe(false);
    expect(isValidBic('GEBA1EBB')).toBe(false);
    expect(isValidBic('GEBAB3BB')).toBe(false);
    expect(isValidBic('GEBABEBB!!!')).toBe(false);
  });

  it('refuses a word that is shaped like a BIC but names no country', () => {
    expect(isValidBic('MULTIPLE')).toBe(false);
    expect(isValidBic('ABCDXXBB')).toBe(false);
    expect(isValidBic('RBKOXKPR')).toBe(true);
  });
});
