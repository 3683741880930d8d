/**
 * The default "rent paid up to": the last day of last month, as a landlord who brings running leases in usually
 * has last month's rent received and this month's still to come. `today` is a local YYYY-MM-DD.
 */
export function defaultPaidThrough(today: string): string {
  const [year, month] = today.split('-').map(Number);
  if (!year || !month) throw new Error(`Not a date: ${today}`);
  // Day 0 of this month is the last day of the previous one.
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
