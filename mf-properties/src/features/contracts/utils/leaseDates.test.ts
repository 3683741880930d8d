import { describe, expect, it } from 'vitest';
import { leaseEndsOn, regionOfPostalCode } from './leaseDates';

describe('leaseEndsOn', () => {
  it('ends a 9-year lease from 1 March on the last day of February', () => {
    expect(leaseEndsOn('2026-03-01', 108)).toBe('2035-02-28');
  });

  it('clamps to the end of a shorter month before stepping back a day', () => {
    expect(leaseEndsOn('2026-01-31', 1)).toBe('2026-02-27');
  });

  it('has no end while the start or the duration is missing', () => {
    expect(leaseEndsOn('', 12)).toBeNull();
    expect(leaseEndsOn('2026-03-01', Number.NaN)).toBeNull();
    expect(leaseEndsOn('2026-03-01', 0)).toBeNull();
  });
});

describe('regionOfPostalCode', () => {
  it('places the Belgian postal codes in their region', () => {
    expect(regionOfPostalCode('1000')).toBe('brussels');
    expect(regionOfPostalCode('1300')).toBe('wallonia');
    expect(regionOfPostalCode('2000')).toBe('flanders');
    expect(regionOfPostalCode('4000')).toBe('wallonia');
    expect(regionOfPostalCode('9000')).toBe('flanders');
  });

  it('knows no region for anything else', () => {
    expect(regionOfPostalCode('75001')).toBeNull();
    expect(regionOfPostalCode('0999')).toBeNull();
  });
});
