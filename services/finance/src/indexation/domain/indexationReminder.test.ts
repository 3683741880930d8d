import { describe, expect, it } from 'vitest';
import { SHIPPED_HEALTH_INDEX } from '../data/shippedHealthIndex';
import { pointsOf } from './healthIndex';
import { singleBase } from './healthIndexBases';
import { indexationReminder } from './indexationReminder';
import type { IndexedLease } from './indexationRules';

const series = new Map(SHIPPED_HEALTH_INDEX.map(([month, value]) => [month, pointsOf(value) ?? 0]));
const index = singleBase((month) => series.get(month));
const lease: IndexedLease = {
  region: 'flanders',
  type: 'main_residence',
  signedOn: '2019-05-01',
  startsOn: '2019-06-01',
  baseRentCents: 90_000,
};
const remind = (requestDate: string, history: { anniversaryDate: string; newRentCents: number }[] = []) =>
  indexationReminder({ lease, epcLabel: 'A', requestDate, history, index });

describe('indexation reminders', () => {
  it('announces an anniversary within 30 days', () => {
    expect(remind('2025-05-05')).toEqual({ kind: 'upcoming', anniversaryDate: '2025-06-01' });
  });

  it('points at an anniversary that passed while an indexation is still claimable', () => {
    expect(remind('2025-07-10')).toMatchObject({
      kind: 'claimable',
      anniversaryDate: '2025-06-01',
      retroactiveMonths: 1,
    });
  });

  it('is quiet once this lease year was indexed, and before the first anniversary comes near', () => {
    expect(remind('2025-07-10', [{ anniversaryDate: '2025-06-01', newRentCents: 108_000 }])).toBeNull();
    const young = { ...lease, signedOn: '2025-02-01', startsOn: '2025-03-01' };
    expect(
      indexationReminder({
        lease: young,
        epcLabel: 'A',
        requestDate: '2025-07-10',
        history: [],
        index,
      }),
    ).toBeNull();
    expect(
      indexationReminder({
        lease: young,
        epcLabel: 'A',
        requestDate: '2026-02-10',
        history: [],
        index,
      }),
    ).toEqual({ kind: 'upcoming', anniversaryDate: '2026-03-01' });
  });
});
