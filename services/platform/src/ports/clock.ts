/** One clock for the whole back end, so tests can set "today". */
export type Clock = {
  now(): Date;
  /** Today's calendar date in Belgium, `YYYY-MM-DD`. */
  today(): string;
};

const BELGIAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' });

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => BELGIAN_DATE.format(new Date()),
};

export function fixedClock(instant: string): Clock {
  const date = new Date(instant);
  return { now: () => new Date(date), today: () => BELGIAN_DATE.format(date) };
}
