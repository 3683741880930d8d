import { describe, expect, it } from 'vitest';
import {
  indexMissing,
  inOneBase,
  preferredBases,
  toIndexBases,
  type HealthIndexBase,
} from './healthIndexBases';

const bases: HealthIndexBase[] = toIndexBases([
  { baseYear: 2013, month: '2025-12', points: 13_669 },
  { baseYear: 2013, month: '2026-01', points: 13_737 },
  { baseYear: 2025, month: '2026-01', points: 10_132 },
  { baseYear: 2025, month: '2026-02', points: 10_183 },
  { baseYear: 2004, month: '2026-01', points: 17_500 },
]);
const ratio = (start: string, end: string) =>
  inOneBase(bases, start, (lookup) => {
    const from = lookup(start);
    const to = lookup(end);
    if (from === undefined || to === undefined) throw indexMissing(from === undefined ? start : end);
    return to / from;
  });

describe('health index bases', () => {
  it('prefers the base a start index was published in: 2013 = 100 until 2025-12, 2025 = 100 from 2026-01', () => {
    expect(preferredBases(bases, '2025-12').map((base) => base.baseYear)).toEqual([2013, 2025, 2004]);
    expect(preferredBases(bases, '2026-01').map((base) => base.baseYear)).toEqual([2025, 2013, 2004]);
    expect(preferredBases(bases, '2010-06').map((base) => base.baseYear)).toEqual([2004, 2025, 2013]);
  });

  it('takes every index of a calculation from one base, the next one when the preferred base lacks a month', () => {
    expect(ratio('2026-01', '2026-02')).toEqual({ result: 10_183 / 10_132, baseYear: 2025 });
    expect(ratio('2025-12', '2026-01')).toEqual({ result: 13_737 / 13_669, baseYear: 2013 });
  });

  it('names the missing month of the preferred base when no base holds both', () => {
    expect(() => ratio('2025-12', '2026-02')).toThrow(
      expect.objectContaining({ messageKey: 'errors.indexation.indexMissing', params: { month: '2026-02' } }),
    );
  });
});
