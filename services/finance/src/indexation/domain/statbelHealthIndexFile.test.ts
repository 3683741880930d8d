import { describe, expect, it } from 'vitest';
import { statbelFixture } from '../testing/statbelFixture';
import { parseStatbelHealthIndex } from './statbelHealthIndexFile';
import { shiftMonth } from './yearMonth';

const monthRun = (first: string, count: number) =>
  Array.from({ length: count }, (_, position) => shiftMonth(first, position));

describe("Statbel's CPI All base years file", () => {
  it('reads the health index of every base, each in calendar order, and skips bases without one', () => {
    const months = parseStatbelHealthIndex(statbelFixture());
    expect(new Set(months.map((entry) => entry.baseYear))).toEqual(new Set([2013, 2025]));
    const base2013 = months.filter((entry) => entry.baseYear === 2013);
    expect(base2013.map((entry) => entry.month)).toEqual(monthRun('2025-10', 6));
    expect(base2013[2]).toEqual({ baseYear: 2013, month: '2025-12', value: 136.69 });
    const base2025 = months.filter((entry) => entry.baseYear === 2025);
    expect(base2025.map((entry) => entry.month)).toEqual(monthRun('2025-01', 15));
    expect(base2025[0]).toEqual({ baseYear: 2025, month: '2025-01', value: 99.95 });
  });

  it('finds its columns by name, whatever their order', () => {
    expect(
      parseStatbelHealthIndex('MS_HLTH_IDX|NM_MTH|NM_YR|NM_BASE_YR|MS_CPI_IDX\n101,62|3|2026|2025|102.02\n'),
    ).toEqual([{ baseYear: 2025, month: '2026-03', value: 101.62 }]);
  });

  it('refuses another layout, an unreadable line or a file without any health index', () => {
    for (const text of [
      'month,value\n2026-01,137.1\n',
      'NM_BASE_YR|NM_YR|NM_MTH|MS_HLTH_IDX\n2013|2026|januari|137.37\n',
      'NM_BASE_YR|NM_YR|NM_MTH|MS_HLTH_IDX\n1981|2026|1|.\n',
    ])
      expect(() => parseStatbelHealthIndex(text)).toThrow(
        expect.objectContaining({ code: 'validation_error' }),
      );
  });
});
