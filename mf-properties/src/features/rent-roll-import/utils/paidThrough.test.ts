import { describe, expect, it } from 'vitest';
import { defaultPaidThrough, localToday } from './paidThrough';

describe('defaultPaidThrough', () => {
  it('is the last day of last month', () => {
    expect(defaultPaidThrough('2026-11-28')).toBe('2026-10-31');
    expect(defaultPaidThrough('2026-03-01')).toBe('2026-02-28');
  });

  it('goes back to December of the year before in January, and knows leap years', () => {
    expect(defaultPaidThrough('2027-01-15')).toBe('2026-12-31');
    expect(defaultPaidThrough('2028-03-31')).toBe('2028-02-29');
  });
});

describe('localToday', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
