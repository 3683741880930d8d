const euroFormat = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('nl-BE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Integer cents → "€ 1.234,56" (nl-BE). Money is formatted only at the edge. */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** Calendar date `YYYY-MM-DD` → "05/03/2026" (nl-BE), independent of the viewer's time zone. */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${isoDate}"`);
  const [, year, month, day] = match;
  return dateFormat.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
