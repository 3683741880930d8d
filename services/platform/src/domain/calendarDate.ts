/** A calendar date as the back end stores and compares it: `YYYY-MM-DD`, and a date that parses. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
