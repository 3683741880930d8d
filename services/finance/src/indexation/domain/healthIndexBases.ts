import { AppError } from '@immodesk/platform/errors';
import type { HealthIndexLookup, HealthIndexMonth } from './healthIndex';

/** The base of the shipped series and of every month stored before bases were kept: 2013 = 100. */
export const SHIPPED_BASE_YEAR = 2013;

export type HealthIndexBaseMonth = HealthIndexMonth & { baseYear: number };

/** A month as a file gives it: the base, `YYYY-MM`, and the published value. */
export type GivenBaseMonth = { baseYear: number; month: string; value: number };

/** One base's series: `baseYear` 2025 means 2025 = 100. */
export type HealthIndexBase = { baseYear: number; lookup: HealthIndexLookup };

export const INDEX_MISSING = 'errors.indexation.indexMissing';

export function indexMissing(month: string): AppError {
  return new AppError('business_rule', { messageKey: INDEX_MISSING, params: { month } });
}

/** The stored months as one lookup per base, newest base first. */
export function toIndexBases(months: HealthIndexBaseMonth[]): HealthIndexBase[] {
  const byBase = new Map<number, Map<string, number>>();
  for (const entry of months) {
    const series = byBase.get(entry.baseYear) ?? new Map<string, number>();
    series.set(entry.month, entry.points);
    byBase.set(entry.baseYear, series);
  }
  return [...byBase.entries()]
    .sort(([a], [b]) => b - a)
    .map(([baseYear, series]) => ({ baseYear, lookup: (month) => series.get(month) }));
}

/**
 * The order in which a calculation tries the bases: first the newest base older than the start index's year, which
 * is the base the start index came out in for the two that matter (2013 = 100 was published from January 2014 to
 * December 2025, 2025 = 100 from January 2026; older bases came out later after their base year, so there it is an
 * approximation, and any base holding both months gives the same ratio up to rounding), then the others, newest first.
 */
export function preferredBases(bases: HealthIndexBase[], startIndexMonth: string): HealthIndexBase[] {
  const startYear = Number(startIndexMonth.slice(0, 4));
  const newestFirst = [...bases].sort((a, b) => b.baseYear - a.baseYear);
  const published = newestFirst.find((base) => base.baseYear < startYear);
  return published ? [published, ...newestFirst.filter((base) => base !== published)] : newestFirst;
}

/**
 * Runs `calculate` on one base at a time, in the preferred order, and answers the first result whose every index
 * month that base holds: a ratio never mixes bases. When no base holds them all, the preferred base's missing month
 * is the refusal.
 */
export function inOneBase<T>(
  bases: HealthIndexBase[],
  startIndexMonth: string,
  calculate: (lookup: HealthIndexLookup) => T,
): { result: T; baseYear: number } {
  let refusal: unknown = null;
  for (const base of preferredBases(bases, startIndexMonth)) {
    try {
      return { result: calculate(base.lookup), baseYear: base.baseYear };
    } catch (error) {
      if (!(error instanceof AppError) || error.messageKey !== INDEX_MISSING) throw error;
      refusal ??= error;
    }
  }
  throw refusal ?? indexMissing(startIndexMonth);
}

/** A single base's lookup as a list of bases (tests and the manual import, which speak one base). */
export function singleBase(lookup: HealthIndexLookup, baseYear = SHIPPED_BASE_YEAR): HealthIndexBase[] {
  return [{ baseYear, lookup }];
}
