import { describe, expect, it } from 'vitest';
import { toBrusselsDate } from './toBrusselsDate';

describe('toBrusselsDate', () => {
  it('gives the Belgian calendar date of an instant', () => {
    expect(toBrusselsDate('2026-03-05T10:00:00.000Z')).toBe('2026-03-05');
  });

  it('moves a late-evening UTC instant to the next Belgian day (winter and summer time)', () => {
    expect(toBrusselsDate('2026-01-31T23:30:00.000Z')).toBe('2026-02-01');
    expect(toBrusselsDate('2026-07-14T22:15:00Z')).toBe('2026-07-15');
  });

  it('refuses something that is not an instant', () => {
    expect(() => toBrusselsDate('not a date')).toThrow(RangeError);
  });
});
