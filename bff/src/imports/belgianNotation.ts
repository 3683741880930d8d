/**
 * Amounts as Belgian spreadsheets write them, in cents: `1.250,00`, `1250,5`, `1250.50`, `€ 1.250`. A comma is
 * the decimal sign; a dot is one too unless it groups thousands (`1.250`, `12.500.000`). Null when not an amount.
 */
export function parseAmountCents(text: string): number | null {
  const compact = text.replace(/[€\s\u00a0\u202f']/g, '').replace(/EUR$/i, '');
  if (!/^-?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normalised: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    normalised = compact.split(grouping).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    normalised = compact.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const cents = Math.round(Number(normalised) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

const pad = (value: string) => value.padStart(2, '0');

/**
 * Dates as `01/03/2021`, `1-3-2021`, `1.3.2021` (day first, as in Belgium) or `2021-03-01`, as `YYYY-MM-DD`;
 * null when the text is none of these or not a day of the calendar.
 */
export function parseBelgianDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const date = iso
    ? `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`
    : dayFirst
      ? `${dayFirst[3]}-${pad(dayFirst[2] ?? '')}-${pad(dayFirst[1] ?? '')}`
      : null;
  return date && isRealDay(date) ? date : null;
}

/** `2021-02-30` is refused (Date.parse would roll it over to March). */
function isRealDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** A whole number such as a duration in months (`108`, `108,0`); null otherwise. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace(/[.,]0+$/, '');
  return /^\d+$/.test(compact) ? Number(compact) : null;
}
