const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month key as the period filters keep it in the URL (`?from=2026-01&to=2026-03`), or null. */
export function parseMonth(value: string): string | null {
  return MONTH.test(value) ? value : null;
}

/** The months the period filters offer: two years back to one year ahead of `today`, plus any month already chosen. */
export function monthChoices(today: string, chosen: readonly (string | null)[] = []): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = new Set<string>();
  for (let offset = -24; offset <= 12; offset += 1) {
    const index = year * 12 + (month - 1) + offset;
    months.add(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  for (const value of chosen) if (value) months.add(value);
  return [...months].sort();
}

/** The due-date bounds of the API for a month range: from the first day of `from` to the last day of `to`. */
export function dueDateRange(from: string | null, to: string | null): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (from) range.from = `${from}-01`;
  if (to) {
    const [year, month] = to.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    range.to = `${to}-${String(lastDay).padStart(2, '0')}`;
  }
  return range;
}
