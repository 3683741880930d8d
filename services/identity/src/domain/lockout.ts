/** Failures from one client address for one e-mail address before that pair is locked. */
export const LOCKOUT_THRESHOLD = 5;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;
/** A pair without a failure for this long starts counting from zero again. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

export type LockoutState = { failures: number; lastFailureAt: Date; lockedUntil: Date | null };

/**
 * The state after one more failure: from the 5th failure on, each failure locks the pair for 1 minute, doubling
 * with every further failure (2, 4, 8 … minutes), at most 1 hour.
 */
export function afterFailure(previous: LockoutState | null, now: Date): LockoutState {
  const isForgotten =
    !previous || now.getTime() - previous.lastFailureAt.getTime() > FAILURES_FORGOTTEN_AFTER_MS;
  const failures = isForgotten ? 1 : previous.failures + 1;
  const lockMs =
    failures < LOCKOUT_THRESHOLD
      ? 0
      : Math.min(FIRST_LOCK_MS * 2 ** (failures - LOCKOUT_THRESHOLD), MAX_LOCK_MS);
  return { failures, lastFailureAt: now, lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null };
}

/** Whether the pair is locked at `now`. */
export function isLocked(state: LockoutState | null, now: Date): boolean {
  return Boolean(state?.lockedUntil && state.lockedUntil.getTime() > now.getTime());
}
