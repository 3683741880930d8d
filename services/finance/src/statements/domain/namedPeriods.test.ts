import { describe, expect, it } from 'vitest';
import { isNamedPeriod, namedPeriods } from './namedPeriods';

describe('the period a transfer names', () => {
  it.each([
    ['huur november studio', [{ month: 11, year: null }]],
    ['Loyer novembre 2026', [{ month: 11, year: 2026 }]],
    ['rent Nov', [{ month: 11, year: null }]],
    ['loyer février', [{ month: 2, year: null }]],
    ['huur 11/2026', [{ month: 11, year: 2026 }]],
    ['huur 2026-11', [{ month: 11, year: 2026 }]],
    ['huur studio', []],
    [null, []],
  ])('%s', (text, expected) => {
    expect(namedPeriods(text)).toEqual(expected);
  });

  it('does not read a month in a structured reference or a word that merely contains a month name', () => {
    expect(namedPeriods('+++090/9337/55493+++ novembertje decembrist')).toEqual([]);
  });

  it('compares with a due item period, the year only when named', () => {
    expect(isNamedPeriod('2026-11', namedPeriods('huur november'))).toBe(true);
    expect(isNamedPeriod('2025-11', namedPeriods('huur november 2026'))).toBe(false);
    expect(isNamedPeriod('2026-Q4', namedPeriods('huur november'))).toBe(false);
  });
});
