const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const brusselsDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** SPEC §4 due labels: overdue with date, due today, due tomorrow, due in N days, no due date. */
export type DueLabel =
  | { kind: 'none' }
  | { kind: 'overdue'; since: string }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'inDays'; days: number };

function utcDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${isoDate}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Today's calendar date in Belgium (`YYYY-MM-DD`), whatever the viewer's own time zone. */
export function todayInBrussels(now: Date = new Date()): string {
  const parts = Object.fromEntries(brusselsDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whole calendar days from `today` to `dueDate` (negative when past); daylight saving plays no part. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((utcDay(dueDate) - utcDay(today)) / DAY_MS);
}

/** Which due label a task shows; a completed task has none (it is done, not late). */
export function dueLabelOf(task: { dueDate: string | null; completed: boolean }, today: string): DueLabel {
  if (task.dueDate === null || task.completed) return { kind: 'none' };
  const days = daysUntil(task.dueDate, today);
  if (days < 0) return { kind: 'overdue', since: task.dueDate };
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  return { kind: 'inDays', days };
}

/**
 * "12 nov." — day and short month in the interface language's Belgian locale (nl-BE, fr-BE, en-BE), with the
 * year only when it is not this year's.
 */
export function formatDueDay(isoDate: string, today: string, language: string): string {
  const sameYear = isoDate.slice(0, 4) === today.slice(0, 4);
  const format = new Intl.DateTimeFormat(`${language}-BE`, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return format.format(utcDay(isoDate));
}
