import type { DateRange } from '../pilot/pilotTools';

export type PeriodName =
  'last_month' | 'this_month' | 'next_month' | 'last_3_months' | 'last_year' | 'this_year' | 'next_year';

const pad = (value: number) => String(value).padStart(2, '0');

function monthRange(year: number, month: number): DateRange {
  const normalizedYear = year + Math.floor((month - 1) / 12);
  const normalizedMonth = ((((month - 1) % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(normalizedYear, normalizedMonth, 0)).getUTCDate();
  return {
    from: `${normalizedYear}-${pad(normalizedMonth)}-01`,
    to: `${normalizedYear}-${pad(normalizedMonth)}-${pad(lastDay)}`,
  };
}

/** The calendar dates a period covers, relative to today in Belgium (`YYYY-MM-DD`); "in 2025" names the year. */
export function periodRange(name: PeriodName, today: string, namedYear?: number): DateRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (name) {
    case 'last_month':
      return monthRange(year, month - 1);
    case 'this_month':
      return monthRange(year, month);
    case 'next_month':
      return monthRange(year, month + 1);
    case 'last_3_months':
      return { from: monthRange(year, month - 3).from, to: monthRange(year, month - 1).to };
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'next_year':
      return { from: `${year + 1}-01-01`, to: `${year + 1}-12-31` };
    case 'this_year': {
      const chosen = namedYear ?? year;
      return { from: `${chosen}-01-01`, to: `${chosen}-12-31` };
    }
  }
}
