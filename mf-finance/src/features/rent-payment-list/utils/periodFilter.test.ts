import { describe, expect, it } from 'vitest';
import { dueDateRange, monthChoices, parseMonth } from './periodFilter';

describe('period filter', () => {
  it('keeps only month keys from the URL', () => {
    expect(parseMonth('2026-03')).toBe('2026-03');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('maart')).toBeNull();
  });

  it('bounds the due date from the first day of the first month to the last day of the last', () => {
    expect(dueDateRange('2026-01', '2026-02')).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(dueDateRange(null, '2028-02')).toEqual({ to: '2028-02-29' });
    expect(dueDateRange('2026-12', null)).toEqual({ from: '2026-12-01' });
    expect(dueDateRange(null, null)).toEqual({});
  });

  it('offers two years back to one year ahead, in order, and keeps a month chosen earlier', () => {
    const months = monthChoices('2026-11-23');
    expect(months).toHaveLength(37);
    expect([months[0], months.at(-1)]).toEqual(['2024-11', '2027-11']);
    expect(monthChoices('2026-11-23', ['2019-05', null])[0]).toBe('2019-05');
  });
});
