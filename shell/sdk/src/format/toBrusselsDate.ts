const brusselsDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO 8601 instant → the `YYYY-MM-DD` calendar date it falls on in Belgium (then shown with formatDate). */
export function toBrusselsDate(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Expected an ISO 8601 instant, got "${instant}"`);
  const parts = Object.fromEntries(brusselsDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
