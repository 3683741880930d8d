import { describe, expect, it } from 'vitest';
import { formatRentPeriod, parseRentPeriod } from './formatRentPeriod';

const translate = (key: string, values: Record<string, number>) => `${key}:${JSON.stringify(values)}`;

describe('parseRentPeriod', () => {
  it('reads every period key of the contract', () => {
    expect(parseRentPeriod('2026-03')).toEqual({ kind: 'month', year: 2026, month: 3 });
    expect(parseRentPeriod('2026-Q2')).toEqual({ kind: 'quarter', year: 2026, quarter: 2 });
    expect(parseRentPeriod('2026-H1')).toEqual({ kind: 'half', year: 2026, half: 1 });
    expect(parseRentPeriod('2026-W09')).toEqual({ kind: 'week', year: 2026, week: 9 });
    expect(parseRentPeriod('2026')).toEqual({ kind: 'year', year: 2026 });
  });

  it('refuses anything else', () => {
    expect(parseRentPeriod('2026-13')).toBeNull();
    expect(parseRentPeriod('March 2026')).toBeNull();
  });
});

describe('formatRentPeriod', () => {
  it('writes a month in the interface language, capitalised', () => {
    expect(formatRentPeriod('2026-03', 'nl', translate)).toBe('Maart 2026');
    expect(formatRentPeriod('2026-03', 'fr', translate)).toBe('Mars 2026');
    expect(formatRentPeriod('2026-03', 'en', translate)).toBe('March 2026');
  });

  it('translates the other frequencies with interpolation', () => {
    expect(formatRentPeriod('2026-Q1', 'nl', translate)).toBe('rentPayment.period.quarter:{"quarter":1,"year":2026}');
    expect(formatRentPeriod('2026-W12', 'nl', translate)).toBe('rentPayment.period.week:{"week":12,"year":2026}');
    expect(formatRentPeriod('2026', 'nl', translate)).toBe('2026');
  });

  it('leaves an unknown key as it is rather than hiding it', () => {
    expect(formatRentPeriod('2026-X1', 'nl', translate)).toBe('2026-X1');
  });
});
