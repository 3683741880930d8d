import { describe, expect, it } from 'vitest';
import { formatTimeAgo, timeAgo } from './timeAgo';

const now = new Date('2026-03-05T12:00:00Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('timeAgo (SPEC §9)', () => {
  it('counts minutes under 60, hours under 1440 minutes, days beyond', () => {
    expect(timeAgo(minutesBefore(0), now)).toEqual({ value: 0, unit: 'minute' });
    expect(timeAgo(minutesBefore(59), now)).toEqual({ value: 59, unit: 'minute' });
    expect(timeAgo(minutesBefore(60), now)).toEqual({ value: 1, unit: 'hour' });
    expect(timeAgo(minutesBefore(1439), now)).toEqual({ value: 23, unit: 'hour' });
    expect(timeAgo(minutesBefore(1440), now)).toEqual({ value: 1, unit: 'day' });
    expect(timeAgo(minutesBefore(3 * 1440 + 5), now)).toEqual({ value: 3, unit: 'day' });
  });

  it('never shows a time in the future', () => {
    expect(timeAgo(minutesBefore(-5), now)).toEqual({ value: 0, unit: 'minute' });
  });

  it('words the label in the interface language', () => {
    expect(formatTimeAgo(minutesBefore(5), now, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(minutesBefore(120), now, 'nl')).toBe('2 uur geleden');
    expect(formatTimeAgo(minutesBefore(3 * 1440), now, 'fr')).toBe('il y a 3 jours');
  });
});
