/** Calendar arithmetic on `YYYY-MM` months and `YYYY-MM-DD` dates, in whole months (no time zones involved). */

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function fromMonthNumber(value: number): string {
  return `${String(Math.floor(value / 12)).padStart(4, '0')}-${String((value % 12) + 1).padStart(2, '0')}`;
}

export function shiftMonth(month: string, by: number): string {
  return fromMonthNumber(monthNumber(month) + by);
}

/** How many months `to` lies after `from` (negative when before). */
export function monthsFrom(from: string, to: string): number {
  return monthNumber(to) - monthNumber(from);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The lease's anniversary in `year`; a lease that entered into force on 29 February has it on the 28th in other years. */
export function anniversaryIn(startsOn: string, year: number): string {
  const monthDay = startsOn.slice(5);
  const day = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/** The last anniversary of entry into force on or before `date`; null before the first one. */
export function latestAnniversary(startsOn: string, date: string): string | null {
  const firstYear = Number(startsOn.slice(0, 4)) + 1;
  let year = Number(date.slice(0, 4));
  if (anniversaryIn(startsOn, year) > date) year -= 1;
  return year >= firstYear ? anniversaryIn(startsOn, year) : null;
}

export function yearBefore(date: string): string {
  return `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
}
