import { describe, expect, it } from 'vitest';
import { validateImport } from './healthIndex';

const stored = [
  { month: '2025-11', points: 13_690 },
  { month: '2025-12', points: 13_712 },
];

function problems(given: { month: string; value: number }[]) {
  try {
    validateImport(stored, given);
  } catch (error) {
    return (error as { details: { problems: { code: string }[] } }).details.problems.map(
      (problem) => problem.code,
    );
  }
  return [];
}

describe('health index import validation', () => {
  it('answers the new months of a series that continues the stored one', () => {
    expect(
      validateImport(stored, [
        { month: '2025-12', value: 137.12 },
        { month: '2026-01', value: 137.5 },
        { month: '2026-02', value: 137.81 },
      ]),
    ).toEqual([
      { month: '2026-01', points: 13_750 },
      { month: '2026-02', points: 13_781 },
    ]);
  });

  it('refuses months out of order or with a hole', () => {
    expect(
      problems([
        { month: '2026-02', value: 137.5 },
        { month: '2026-01', value: 137.6 },
      ]),
    ).toContain('not_consecutive');
    expect(problems([{ month: '2026-03', value: 137.5 }])).toEqual(['gap_after_series']);
  });

  it('refuses a value that moves more than 5 % from the month before, or is not an index figure', () => {
    expect(problems([{ month: '2026-01', value: 150 }])).toEqual(['implausible_change']);
    expect(
      problems([
        { month: '2026-01', value: -1 },
        { month: '2026-13', value: 137 },
      ]),
    ).toEqual(['invalid_value', 'invalid_month']);
    expect(problems([{ month: '2026-01', value: 137.123 }])).toEqual(['invalid_value']);
  });

  it('adds earlier months that end right before the stored series, never with a hole', () => {
    expect(
      validateImport(stored, [
        { month: '2025-09', value: 136.1 },
        { month: '2025-10', value: 136.4 },
        { month: '2025-11', value: 136.9 },
      ]),
    ).toEqual([
      { month: '2025-09', points: 13_610 },
      { month: '2025-10', points: 13_640 },
    ]);
    expect(problems([{ month: '2025-09', value: 136.1 }])).toEqual(['gap_before_series']);
    expect(problems([{ month: '2025-10', value: 120 }])).toEqual(['implausible_change']);
  });

  it('never overwrites a stored month with a different value', () => {
    expect(
      problems([
        { month: '2025-12', value: 137.2 },
        { month: '2026-01', value: 137.5 },
      ]),
    ).toEqual(['conflicting_value']);
  });

  it('refuses an empty file', () => {
    expect(problems([])).toEqual(['empty']);
  });
});
