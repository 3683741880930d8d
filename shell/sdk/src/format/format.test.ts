import { describe, expect, it } from 'vitest';
import { formatCents, formatDate } from './format';

// Intl uses narrow no-break spaces in places; compare with plain spaces.
const plain = (value: string) => value.replace(/\s/g, ' ');

describe('formatCents', () => {
  it('formats integer cents as euros the Belgian-Dutch way', () => {
    expect(plain(formatCents(123456))).toBe('€ 1.234,56');
    expect(plain(formatCents(0))).toBe('€ 0,00');
    expect(plain(formatCents(-500))).toBe('€ -5,00');
  });
});

describe('formatDate', () => {
  it('formats a calendar date as nl-BE without shifting it across time zones', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });

  it('refuses anything but YYYY-MM-DD', () => {
    expect(() => formatDate('05/03/2026')).toThrow(RangeError);
  });
});
