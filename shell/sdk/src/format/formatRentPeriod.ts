import { currentLanguage, i18n } from '../i18n/i18n';

export type RentPeriod =
  | { kind: 'month'; year: number; month: number }
  /** Two months: `2026-B1` is January–February, `2026-B6` November–December. */
  | { kind: 'bimonth'; year: number; bimonth: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'half'; year: number; half: number }
  | { kind: 'week'; year: number; week: number }
  | { kind: 'year'; year: number };

const PERIOD = /^(\d{4})(?:-(?:(0[1-9]|1[0-2])|B([1-6])|Q([1-4])|H([12])|W(0[1-9]|[1-4]\d|5[0-3])))?$/;

/** The rent-payment contract's period keys: `2026-03`, `2026-B1`, `2026-Q1`, `2026-H1`, `2026-W12`, `2026`. */
export function parseRentPeriod(period: string): RentPeriod | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const [, year, month, bimonth, quarter, half, week] = match;
  const y = Number(year);
  if (month) return { kind: 'month', year: y, month: Number(month) };
  if (bimonth) return { kind: 'bimonth', year: y, bimonth: Number(bimonth) };
  if (quarter) return { kind: 'quarter', year: y, quarter: Number(quarter) };
  if (half) return { kind: 'half', year: y, half: Number(half) };
  if (week) return { kind: 'week', year: y, week: Number(week) };
  return { kind: 'year', year: y };
}

/**
 * A rent period the way it is written everywhere in the product: the month as Intl names it in the language
 * ("november 2026", "novembre 2026", "November 2026", lower case where the language writes it so), and the
 * other frequencies through the shell's `common` translations ("Q1 2026", "T1 2026"…). An unknown key stays as it is.
 */
export function formatRentPeriod(period: string, language: string = currentLanguage()): string {
  const parsed = parseRentPeriod(period);
  if (!parsed) return period;
  const t = i18n.getFixedT(language, 'common');
  switch (parsed.kind) {
    case 'month':
      return new Intl.DateTimeFormat(`${language}-BE`, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(parsed.year, parsed.month - 1, 1));
    case 'bimonth': {
      const monthName = (month: number) =>
        new Intl.DateTimeFormat(`${language}-BE`, { month: 'long', timeZone: 'UTC' }).format(
          Date.UTC(parsed.year, month - 1, 1),
        );
      return t('rentPeriod.bimonth', {
        first: monthName(parsed.bimonth * 2 - 1),
        last: monthName(parsed.bimonth * 2),
        year: parsed.year,
      });
    }
    case 'quarter':
      return t('rentPeriod.quarter', { quarter: parsed.quarter, year: parsed.year });
    case 'half':
      return t('rentPeriod.half', { half: parsed.half, year: parsed.year });
    case 'week':
      return t('rentPeriod.week', { week: parsed.week, year: parsed.year });
    case 'year':
      return String(parsed.year);
  }
}
