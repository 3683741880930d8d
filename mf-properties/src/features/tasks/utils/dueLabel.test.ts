import { describe, expect, it } from 'vitest';
import { daysUntil, dueLabelOf, formatDueDay, todayInBrussels } from './dueLabel';

const open = (dueDate: string | null) => ({ dueDate, completed: false });

describe('dueLabelOf', () => {
  it('labels overdue from the day after the due date, with that date', () => {
    expect(dueLabelOf(open('2026-11-12'), '2026-11-13')).toEqual({ kind: 'overdue', since: '2026-11-12' });
    expect(dueLabelOf(open('2025-12-31'), '2026-01-01')).toEqual({ kind: 'overdue', since: '2025-12-31' });
  });

  it('labels today, tomorrow and in N days', () => {
    expect(dueLabelOf(open('2026-11-13'), '2026-11-13')).toEqual({ kind: 'today' });
    expect(dueLabelOf(open('2026-11-14'), '2026-11-13')).toEqual({ kind: 'tomorrow' });
    expect(dueLabelOf(open('2026-11-15'), '2026-11-13')).toEqual({ kind: 'inDays', days: 2 });
    expect(dueLabelOf(open('2027-01-02'), '2026-12-31')).toEqual({ kind: 'inDays', days: 2 });
  });

  it('has no due label without a due date, or once completed', () => {
    expect(dueLabelOf(open(null), '2026-11-13')).toEqual({ kind: 'none' });
    expect(dueLabelOf({ dueDate: '2020-01-01', completed: true }, '2026-11-13')).toEqual({ kind: 'none' });
  });
});

describe('daysUntil', () => {
  it('counts calendar days across the daylight-saving changes', () => {
    // Belgium moves to summer time on 29 March 2026 and back on 25 October 2026: still one day each.
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2026-10-26', '2026-10-24')).toBe(2);
    expect(daysUntil('2024-03-01', '2024-02-28')).toBe(2);
  });
});

describe('todayInBrussels', () => {
  it('is the Belgian calendar date, not the UTC one', () => {
    // 23:30 UTC in winter is already 00:30 the next day in Brussels (UTC+1).
    expect(todayInBrussels(new Date('2026-11-12T23:30:00Z'))).toBe('2026-11-13');
    expect(todayInBrussels(new Date('2026-11-12T22:59:59Z'))).toBe('2026-11-12');
    // In summer (UTC+2) the day turns at 22:00 UTC.
    expect(todayInBrussels(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(todayInBrussels(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
  });
});

describe('formatDueDay', () => {
  it('shows day and short month in the Belgian locale, with the year only for another year', () => {
    expect(formatDueDay('2026-11-12', '2026-11-20', 'nl')).toBe('12 nov');
    expect(formatDueDay('2026-11-12', '2026-11-20', 'fr')).toBe('12 nov.');
    expect(formatDueDay('2025-12-30', '2026-01-02', 'nl')).toBe('30 dec 2025');
  });
});
