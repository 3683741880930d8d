import { AppError } from '@immodesk/platform/errors';
import { monthsFrom, shiftMonth } from './yearMonth';

/**
 * Health index values are kept in hundredths of a point (Statbel publishes two decimals), so every ratio is integer
 * arithmetic. Each value belongs to one base (2013 = 100, 2025 = 100, …): see healthIndexBases.ts.
 */
export type HealthIndexPoints = number;
export type HealthIndexMonth = { month: string; points: HealthIndexPoints };

/** Looks one month up; undefined when the series does not have it (yet). */
export type HealthIndexLookup = (month: string) => HealthIndexPoints | undefined;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** A month-on-month move beyond ±5 % is not a health index figure (the largest, October 2022, was +2.4 %). */
export const PLAUSIBLE_MONTHLY_CHANGE = 0.05;

export function pointsOf(value: number): HealthIndexPoints | null {
  const points = Math.round(value * 100);
  if (!Number.isFinite(value) || value <= 0 || Math.abs(points - value * 100) > 1e-6) return null;
  return points;
}

export function indexValue(points: HealthIndexPoints): number {
  return points / 100;
}

export type ImportProblem =
  | { code: 'invalid_month'; month: string }
  | { code: 'invalid_value'; month: string }
  | { code: 'not_consecutive'; month: string; expected: string }
  | { code: 'implausible_change'; month: string; previous: string }
  | { code: 'conflicting_value'; month: string; stored: number; given: number }
  | { code: 'gap_after_series'; month: string; expected: string }
  | { code: 'gap_before_series'; month: string; expected: string }
  | { code: 'empty' };

function isImplausible(points: HealthIndexPoints, previousPoints: HealthIndexPoints): boolean {
  return Math.abs(points - previousPoints) > previousPoints * PLAUSIBLE_MONTHLY_CHANGE;
}

/** The holes between the stored series and the given (consecutive) months: together they must be one run of months. */
function gapsAround(stored: HealthIndexMonth[], given: HealthIndexMonth[]): ImportProblem[] {
  if (stored.length === 0 || given.length === 0) return [];
  const storedMonths = stored.map((entry) => entry.month).sort();
  const firstStored = storedMonths[0]!;
  const lastStored = storedMonths.at(-1)!;
  const firstGiven = given[0]!.month;
  const lastGiven = given.at(-1)!.month;
  if (monthsFrom(lastStored, firstGiven) > 1)
    return [{ code: 'gap_after_series', month: firstGiven, expected: shiftMonth(lastStored, 1) }];
  if (monthsFrom(lastGiven, firstStored) > 1)
    return [{ code: 'gap_before_series', month: lastGiven, expected: shiftMonth(firstStored, -1) }];
  return [];
}

/** Every step of more than 5 % between consecutive months: within the given ones, and where they meet the stored ones. */
function implausibleSteps(
  given: HealthIndexMonth[],
  stored: Map<string, HealthIndexPoints>,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const step = (
    month: string,
    points: HealthIndexPoints | undefined,
    previous: HealthIndexPoints | undefined,
  ) => {
    if (points !== undefined && previous !== undefined && isImplausible(points, previous))
      problems.push({ code: 'implausible_change', month, previous: shiftMonth(month, -1) });
  };
  given.forEach((current, position) =>
    step(
      current.month,
      current.points,
      position > 0 ? given[position - 1]!.points : stored.get(shiftMonth(current.month, -1)),
    ),
  );
  const last = given.at(-1);
  if (last && !stored.has(last.month)) {
    const next = shiftMonth(last.month, 1);
    step(next, stored.get(next), last.points);
  }
  return problems;
}

/**
 * Checks months to add to the stored series: well-formed, consecutive and in order, each within ±5 % of the month
 * before it, joining the stored series without a gap (after its last month, or before its first: Statbel's file
 * carries a base's whole history), and never changing a stored month to another value (a month given again with
 * the same value is fine). Answers the months that are new.
 */
export function validateImport(
  stored: HealthIndexMonth[],
  given: { month: string; value: number }[],
): HealthIndexMonth[] {
  const problems: ImportProblem[] = [];
  if (given.length === 0) problems.push({ code: 'empty' });
  const storedByMonth = new Map(stored.map((entry) => [entry.month, entry.points]));
  const parsed: HealthIndexMonth[] = [];
  for (const entry of given) {
    if (!MONTH.test(entry.month)) problems.push({ code: 'invalid_month', month: entry.month });
    const points = pointsOf(entry.value);
    if (points === null) problems.push({ code: 'invalid_value', month: entry.month });
    else parsed.push({ month: entry.month, points });
  }
  if (problems.length === 0) {
    for (let position = 1; position < parsed.length; position += 1) {
      const previous = parsed[position - 1]!;
      const current = parsed[position]!;
      if (monthsFrom(previous.month, current.month) !== 1)
        problems.push({
          code: 'not_consecutive',
          month: current.month,
          expected: shiftMonth(previous.month, 1),
        });
    }
    for (const entry of parsed) {
      const existing = storedByMonth.get(entry.month);
      if (existing !== undefined && existing !== entry.points) {
        problems.push({
          code: 'conflicting_value',
          month: entry.month,
          stored: existing / 100,
          given: entry.points / 100,
        });
      }
    }
    if (!problems.some((problem) => problem.code === 'not_consecutive'))
      problems.push(...gapsAround(stored, parsed));
    problems.push(...implausibleSteps(parsed, storedByMonth));
  }
  if (problems.length > 0)
    throw new AppError('validation_error', {
      messageKey: 'errors.indexation.importRejected',
      details: { problems },
    });
  return parsed.filter((entry) => !storedByMonth.has(entry.month));
}
