export type RentPeriod =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'half'; year: number; half: number }
  | { kind: 'week'; year: number; week: number }
  | { kind: 'year'; year: number };

const PERIOD = /^(\d{4})(?:-(?:(0[1-9]|1[0-2])|Q([1-4])|H([12])|W(0[1-9]|[1-4]\d|5[0-3])))?$/;

/** The contract's period keys: `2026-03`, `2026-Q1`, `2026-H1`, `2026-W12`, `2026`. */
export function parseRentPeriod(period: string): RentPeriod | null {
  const match = PERIOD.exec(period);
  if (!match) return null;
  const [, year, month, quarter, half, week] = match;
  const y = Number(year);
  if (month) return { kind: 'month', year: y, month: Number(month) };
  if (quarter) return { kind: 'quarter', year: y, quarter: Number(quarter) };
  if (half) return { kind: 'half', year: y, half: Number(half) };
  if (week) return { kind: 'week', year: y, week: Number(week) };
  return { kind: 'year', year: y };
}

export type Translate = (key: string, values: Record<string, number>) => string;

/**
 * A period as a landlord says it: "Maart 2026" (month names from Intl in the interface language),
 * "Q1 2026", "Week 12 2026"… through translations for the other frequencies. Unknown keys stay as they are.
 */
export function formatRentPeriod(period: string, language: string, translate: Translate): string {
  const parsed = parseRentPeriod(period);
  if (!parsed) return period;
  switch (parsed.kind) {
    case 'month': {
      const locale = `${language}-BE`;
      const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(parsed.year, parsed.month - 1, 1));
      return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    }
    case 'quarter':
      return translate('rentPayment.period.quarter', { quarter: parsed.quarter, year: parsed.year });
    case 'half':
      return translate('rentPayment.period.half', { half: parsed.half, year: parsed.year });
    case 'week':
      return translate('rentPayment.period.week', { week: parsed.week, year: parsed.year });
    case 'year':
      return String(parsed.year);
  }
}
