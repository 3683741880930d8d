import { firstDay, lastDay, minDate, monthOf, shiftMonth } from './months';

export type ReportPeriodKey = 'current_month' | 'last_month' | 'last_3_months' | 'this_year';

/** `from`…`to` is the whole period; `through` its last day counted: `to`, or today while the period runs. */
export type ReportPeriod = { key: ReportPeriodKey; from: string; to: string; through: string };

/**
 * The period of SPEC.md §9 on `today`: calendar months; `last_3_months` the three complete months before the current
 * one; `this_year` the calendar year, or the fiscal year holding today that starts on the first of
 * `fiscalYearStartMonth` (1 = January: the calendar year).
 */
export function reportPeriod(key: ReportPeriodKey, today: string, fiscalYearStartMonth = 1): ReportPeriod {
  const current = monthOf(today);
  const span = (fromMonth: string, toMonth: string) => {
    const to = lastDay(toMonth);
    return { key, from: firstDay(fromMonth), to, through: minDate(to, today) };
  };
  switch (key) {
    case 'current_month':
      return span(current, current);
    case 'last_month':
      return span(shiftMonth(current, -1), shiftMonth(current, -1));
    case 'last_3_months':
      return span(shiftMonth(current, -3), shiftMonth(current, -1));
    case 'this_year': {
      const month = Number(current.slice(5, 7));
      const monthsIntoYear = (month - fiscalYearStartMonth + 12) % 12;
      const start = shiftMonth(current, -monthsIntoYear);
      return span(start, shiftMonth(start, 11));
    }
  }
}

/** The 12 calendar months ending with the period's last month, oldest first. */
export function seriesMonths(period: ReportPeriod): string[] {
  const last = monthOf(period.to);
  return Array.from({ length: 12 }, (_, index) => shiftMonth(last, index - 11));
}
