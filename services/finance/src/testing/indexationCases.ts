import { expect, it } from 'vitest';
import { SHIPPED_HEALTH_INDEX } from '../indexation/data/shippedHealthIndex';
import { pointsOf } from '../indexation/domain/healthIndex';
import { singleBase } from '../indexation/domain/healthIndexBases';
import {
  calculateIndexation,
  type EpcLabel,
  type IndexedLease,
  type PastIndexation,
} from '../indexation/domain/indexationRules';

const series = new Map(SHIPPED_HEALTH_INDEX.map(([month, value]) => [month, pointsOf(value) ?? 0]));
const index = singleBase((month) => series.get(month));

/** The indexation of a lease on the shipped health index series. */
export function indexation(
  lease: IndexedLease,
  requestDate: string,
  epcLabel: EpcLabel | null = 'B',
  history: PastIndexation[] = [],
) {
  return calculateIndexation({ lease, epcLabel, requestDate, history, index });
}

/** A Flemish main-residence lease of 2020 with the given differences. */
export const lease = (overrides: Partial<IndexedLease>): IndexedLease => ({
  region: 'flanders',
  type: 'main_residence',
  signedOn: '2020-03-10',
  startsOn: '2020-04-01',
  baseRentCents: 85_000,
  ...overrides,
});

/** One case a row: its name, the lease, the request date, the energy label, the past indexations, what it yields. */
export type IndexationCase = [
  string,
  IndexedLease,
  string,
  EpcLabel | null,
  PastIndexation[],
  Record<string, unknown>,
];

export function itIndexes(cases: IndexationCase[]) {
  it.each(cases)('%s', (_name, indexedLease, requestDate, epcLabel, history, expected) => {
    expect(indexation(indexedLease, requestDate, epcLabel, history)).toMatchObject(expected);
  });
}
