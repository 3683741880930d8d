export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;

/**
 * When the account is locked until, from its recent failures (newest first): 10 failures within 15 minutes lock
 * it for 15 minutes after the 10th, whatever password comes next. Null when not locked at `now`.
 */
export function lockedUntil(failuresNewestFirst: Date[], now: Date): Date | null {
  const times = failuresNewestFirst.map((date) => date.getTime());
  for (let i = 0; i + LOCKOUT_FAILURES - 1 < times.length; i += 1) {
    const latest = times[i] as number;
    const tenthBack = times[i + LOCKOUT_FAILURES - 1] as number;
    if (latest - tenthBack < LOCKOUT_WINDOW_MS) {
      const until = latest + LOCKOUT_DURATION_MS;
      return until > now.getTime() ? new Date(until) : null;
    }
  }
  return null;
}
