import { describe, expect, it } from 'vitest';
import { afterFailure, isLocked, type LockoutState } from './lockout';

const start = new Date('2026-03-15T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

function failAt(times: number[]): LockoutState | null {
  return times.reduce<LockoutState | null>((state, minute) => afterFailure(state, at(minute)), null);
}

describe('lockout', () => {
  it('does not lock after 4 failures', () => {
    expect(isLocked(failAt([0, 0, 0, 0]), at(0))).toBe(false);
  });

  it('locks for 1 minute after the 5th failure, then doubles with each further failure', () => {
    const fifth = failAt([0, 0, 0, 0, 0]);
    expect(fifth?.lockedUntil).toEqual(at(1));
    expect(isLocked(fifth, at(0.5))).toBe(true);
    expect(isLocked(fifth, at(1))).toBe(false);
    expect(afterFailure(fifth, at(1))?.lockedUntil).toEqual(at(3));
    expect(failAt([0, 0, 0, 0, 0, 1, 3])?.lockedUntil).toEqual(at(7));
  });

  it('never locks for more than an hour', () => {
    const many = failAt(Array.from({ length: 30 }, (_, index) => index * 60));
    expect(many?.lockedUntil).toEqual(at(29 * 60 + 60));
  });

  it('forgets failures after a day without one', () => {
    const state = failAt([0, 0, 0, 0, 0, 25 * 60]);
    expect(state?.failures).toBe(1);
    expect(state?.lockedUntil).toBeNull();
  });
});
