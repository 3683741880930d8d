import type { Clock } from '../ports/clock';

const BELGIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });

/** A clock for tests that stands still until told to move (expiries, retries, lockouts). */
export function movableClock(
  start: string,
): Clock & { advance(ms: number): void; set(instant: string): void } {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    today: () => BELGIAN_DATE.format(new Date(now)),
    advance: (ms) => {
      now += ms;
    },
    set: (instant) => {
      now = new Date(instant).getTime();
    },
  };
}
