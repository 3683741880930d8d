import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';
import { isAppError } from '@immodesk/platform/errors';
import { calculateIndexation, type IndexationRequest } from './indexationRules';
import { anniversaryIn, latestAnniversary } from './yearMonth';

export const REMINDER_DAYS_AHEAD = 30;

export type IndexationReminder =
  /** The lease's anniversary comes within 30 days: prepare the written request. */
  | { kind: 'upcoming'; anniversaryDate: string }
  /** An anniversary passed and a request today would still raise the rent (with `retroactiveMonths` to claim). */
  | { kind: 'claimable'; anniversaryDate: string; increaseCents: number; retroactiveMonths: number };

/** The reminder a lease deserves on `today` (the request date of the calculation), if any; one per anniversary. */
export function indexationReminder(request: IndexationRequest): IndexationReminder | null {
  const today = request.requestDate;
  const startYear = Number(request.lease.startsOn.slice(0, 4));
  const latest = latestAnniversary(request.lease.startsOn, today);
  const next = anniversaryIn(
    request.lease.startsOn,
    latest ? Number(latest.slice(0, 4)) + 1 : Math.max(startYear + 1, Number(today.slice(0, 4))),
  );
  if (next > today && next <= addCalendarDays(today, REMINDER_DAYS_AHEAD))
    return { kind: 'upcoming', anniversaryDate: next };
  if (latest === null) return null;
  try {
    const result = calculateIndexation(request);
    return result.increaseCents > 0
      ? {
          kind: 'claimable',
          anniversaryDate: result.anniversaryDate,
          increaseCents: result.increaseCents,
          retroactiveMonths: result.retroactiveMonths,
        }
      : null;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
