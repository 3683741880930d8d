import { describe, expect, it } from 'vitest';
import { ZRentPeriod } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { isRentPeriod } from './rentPeriod';

const VALID = [
  '2026',
  '2026-01',
  '2026-12',
  '2026-B1',
  '2026-B6',
  '2026-Q1',
  '2026-Q4',
  '2026-H1',
  '2026-H2',
  '2026-W01',
  '2026-W53',
];
const INVALID = [
  '',
  '26-03',
  '2026-00',
  '2026-13',
  '2026-3',
  '2026-B0',
  '2026-B7',
  '2026-Q5',
  '2026-H3',
  '2026-W00',
  '2026-W54',
  '2026-03-01',
  '2026-03 ',
];

describe('isRentPeriod', () => {
  it('accepts the period keys of every payment frequency and refuses the rest, as the HTTP contract does', () => {
    for (const period of VALID) {
      expect(isRentPeriod(period), period).toBe(true);
      expect(ZRentPeriod.safeParse(period).success, period).toBe(true);
    }
    for (const period of INVALID) {
      expect(isRentPeriod(period), period).toBe(false);
      expect(ZRentPeriod.safeParse(period).success, period).toBe(false);
    }
  });
});
