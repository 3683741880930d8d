import { describe, expect, it } from 'vitest';
import { SHIPPED_HEALTH_INDEX } from '../data/shippedHealthIndex';
import { pointsOf } from './healthIndex';
import {
  calculateIndexation,
  type EpcLabel,
  type IndexedLease,
  type PastIndexation,
} from './indexationRules';

const series = new Map(SHIPPED_HEALTH_INDEX.map(([month, value]) => [month, pointsOf(value) ?? 0]));
const index = (month: string) => series.get(month);

function indexation(
  lease: IndexedLease,
  requestDate: string,
  epcLabel: EpcLabel | null = 'B',
  history: PastIndexation[] = [],
) {
  return calculateIndexation({ lease, epcLabel, requestDate, history, index });
}

const lease = (overrides: Partial<IndexedLease>): IndexedLease => ({
  region: 'flanders',
  type: 'main_residence',
  signedOn: '2020-03-10',
  startsOn: '2020-04-01',
  baseRentCents: 85_000,
  ...overrides,
});

describe('standard indexation per region', () => {
  it('Flanders (lease from 2019): start index of the month before entry into force, new index of the month before the anniversary', () => {
    const result = indexation(lease({}), '2024-04-01');
    expect(result).toMatchObject({
      anniversaryDate: '2024-04-01',
      rule: 'flanders_standard',
      baseIndexMonth: '2020-03',
      baseIndex: 10_996,
      newIndexMonth: '2024-03',
      newIndex: 13_175,
      oldRentCents: 85_000,
      newRentCents: 101_844,
      increaseCents: 16_844,
      retroactiveMonths: 0,
      retroactiveAmountCents: 0,
    });
  });

  it('Flanders lease concluded before 2019 keeps the federal rule: the month before signing', () => {
    const result = indexation(
      lease({ signedOn: '2018-06-15', startsOn: '2018-07-01', baseRentCents: 80_000 }),
      '2025-07-01',
    );
    expect(result).toMatchObject({
      rule: 'flanders_federal',
      baseIndexMonth: '2018-05',
      newIndexMonth: '2025-06',
      newRentCents: 100_974,
    });
  });

  it('Brussels: the month before signing, not before entry into force', () => {
    const result = indexation(
      lease({ region: 'brussels', signedOn: '2021-05-20', startsOn: '2021-07-01', baseRentCents: 95_000 }),
      '2025-07-15',
      'C',
    );
    expect(result).toMatchObject({
      rule: 'brussels_standard',
      baseIndexMonth: '2021-04',
      baseIndex: 11_093,
      newIndexMonth: '2025-06',
      newIndex: 13_504,
      newRentCents: 115_648,
    });
  });

  it('Wallonia: the month before signing', () => {
    const result = indexation(
      lease({ region: 'wallonia', signedOn: '2023-12-05', startsOn: '2024-01-01', baseRentCents: 72_000 }),
      '2025-01-10',
      'A',
    );
    expect(result).toMatchObject({
      rule: 'wallonia_standard',
      baseIndexMonth: '2023-11',
      newIndexMonth: '2024-12',
      oldRentCents: 72_000,
      newRentCents: 74_901,
      increaseCents: 2_901,
    });
  });

  it('takes the start-index month the lease states, when it states one (a lease entered after its signing)', () => {
    const result = indexation(
      lease({
        region: 'brussels',
        signedOn: '2025-06-02',
        startsOn: '2021-07-01',
        baseRentCents: 95_000,
        indexBaseMonth: '2021-04',
      }),
      '2025-07-15',
      'C',
    );
    expect(result).toMatchObject({ baseIndexMonth: '2021-04', newRentCents: 115_648 });
  });

  it('starts from the base rent of the lease, not from the last indexed rent', () => {
    const history = [{ anniversaryDate: '2023-04-01', newRentCents: 98_000 }];
    const result = indexation(lease({}), '2024-04-01', 'B', history);
    expect(result).toMatchObject({
      baseRentCents: 85_000,
      oldRentCents: 98_000,
      newRentCents: 101_844,
      increaseCents: 3_844,
    });
  });
});

describe('retroactivity and the yearly rhythm', () => {
  const may2019 = lease({ signedOn: '2019-05-01', startsOn: '2019-06-01', baseRentCents: 90_000 });

  it('an anniversary 5 months before the request claims only the 3 months before the request month', () => {
    const result = indexation(may2019, '2024-11-20', 'A');
    expect(result).toMatchObject({
      anniversaryDate: '2024-06-01',
      newRentCents: 108_622,
      increaseCents: 18_622,
      retroactiveMonths: 3,
      retroactiveFromMonth: '2024-08',
    });
    expect(result.retroactiveAmountCents).toBe(3 * 18_622);
  });

  it('an anniversary one month back claims that one month; one in the request month claims none', () => {
    expect(indexation(may2019, '2024-07-03', 'A')).toMatchObject({
      retroactiveMonths: 1,
      retroactiveFromMonth: '2024-06',
    });
    expect(indexation(may2019, '2024-06-20', 'A')).toMatchObject({
      retroactiveMonths: 0,
      retroactiveFromMonth: null,
      retroactiveAmountCents: 0,
    });
  });

  it('refuses before the first anniversary and a second indexation for the same anniversary', () => {
    expect(() => indexation(may2019, '2020-05-31', 'A')).toThrow(
      expect.objectContaining({ code: 'business_rule', params: { date: '2020-06-01' } }),
    );
    expect(() =>
      indexation(may2019, '2024-09-01', 'A', [{ anniversaryDate: '2024-06-01', newRentCents: 108_622 }]),
    ).toThrow(expect.objectContaining({ code: 'conflict', params: { date: '2025-06-01' } }));
  });

  it('says which month of the index is missing instead of guessing', () => {
    expect(() => indexation(may2019, '2026-06-05', 'A')).toThrow(
      expect.objectContaining({ code: 'business_rule', params: { month: '2026-05' } }),
    );
  });
});

describe('2022–2023 energy-label limits and corrections', () => {
  const flemish2021 = lease({ signedOn: '2020-12-01', startsOn: '2021-01-01', baseRentCents: 100_000 });
  const indexedIn2022 = [{ anniversaryDate: '2022-01-01', newRentCents: 105_206 }];

  it('Flanders, EPC D in the window: halfway between the current and the fully indexed rent', () => {
    const result = indexation(flemish2021, '2023-01-05', 'D', indexedIn2022);
    expect(result).toMatchObject({
      rule: 'flanders_freeze_d',
      oldRentCents: 105_206,
      newRentCents: 110_798,
      increaseCents: 5_592,
    });
  });

  it('Flanders, EPC F in the window: no increase, and the rule says why', () => {
    const result = indexation(flemish2021, '2023-01-05', 'F', indexedIn2022);
    expect(result).toMatchObject({
      rule: 'flanders_freeze_efg',
      oldRentCents: 105_206,
      newRentCents: 105_206,
      increaseCents: 0,
      retroactiveMonths: 0,
    });
  });

  it('Flanders, no EPC counts as the worst label', () => {
    expect(indexation(flemish2021, '2023-01-05', null, indexedIn2022)).toMatchObject({
      rule: 'flanders_freeze_efg',
      increaseCents: 0,
    });
  });

  it('Flanders, EPC B in the window: indexed in full', () => {
    expect(indexation(flemish2021, '2023-01-05', 'B', indexedIn2022)).toMatchObject({
      rule: 'flanders_standard',
      newRentCents: 116_391,
    });
  });

  it('Flanders after the window: the standard rent times the correction factor of the frozen year', () => {
    expect(indexation(flemish2021, '2024-01-03', 'F', indexedIn2022)).toMatchObject({
      rule: 'flanders_correction_efg',
      newRentCents: 106_555,
      correction: {
        freezeAnniversary: '2023-01-01',
        priorMonth: '2021-12',
        priorIndex: 11_560,
        freezeMonth: '2022-12',
        freezeIndex: 12_789,
      },
    });
    expect(indexation(flemish2021, '2024-01-03', 'D', indexedIn2022)).toMatchObject({
      rule: 'flanders_correction_d',
      newRentCents: 112_219,
    });
    expect(indexation(flemish2021, '2024-01-03', 'A', indexedIn2022)).toMatchObject({
      rule: 'flanders_standard',
      correction: null,
    });
  });

  it('commercial leases were never limited, and take the month before signing (art. 1728bis)', () => {
    const commercial = { ...flemish2021, type: 'commercial_lease' as const, signedOn: '2020-11-15' };
    expect(indexation(commercial, '2023-01-05', 'F', indexedIn2022)).toMatchObject({
      rule: 'commercial_standard',
      baseIndexMonth: '2020-10',
    });
  });

  const brussels2020 = lease({
    region: 'brussels',
    signedOn: '2020-09-10',
    startsOn: '2020-10-01',
    baseRentCents: 120_000,
  });

  it('Brussels, EPB E in the window: half of the increase', () => {
    expect(indexation(brussels2020, '2023-10-01', 'E')).toMatchObject({
      rule: 'brussels_freeze_e',
      baseIndexMonth: '2020-08',
      newIndexMonth: '2023-09',
      newRentCents: 129_430,
    });
  });

  it('Brussels, EPB G in the window: no increase; EPB D: in full', () => {
    expect(indexation(brussels2020, '2023-10-01', 'G')).toMatchObject({
      rule: 'brussels_freeze_fg',
      newRentCents: 120_000,
      increaseCents: 0,
    });
    expect(indexation(brussels2020, '2023-10-01', 'D')).toMatchObject({
      rule: 'brussels_standard',
      newRentCents: 138_860,
    });
  });

  it('Brussels after the window: standard × I2022 / I2023 for F/G, × ½ (I2022 + I2023) / I2023 for E', () => {
    expect(indexation(brussels2020, '2024-10-01', 'G')).toMatchObject({
      rule: 'brussels_correction_fg',
      newRentCents: 141_245,
      correction: { priorMonth: '2022-09', freezeMonth: '2023-09' },
    });
    expect(indexation(brussels2020, '2024-10-01', 'E')).toMatchObject({
      rule: 'brussels_correction_e',
      newRentCents: 142_715,
    });
  });

  const walloon2021 = lease({
    region: 'wallonia',
    signedOn: '2021-02-15',
    startsOn: '2021-03-01',
    baseRentCents: 70_000,
  });

  it('Wallonia, PEB D in the window: 75 % of the possible increase; E 50 %; F none', () => {
    expect(indexation(walloon2021, '2023-03-01', 'D')).toMatchObject({
      rule: 'wallonia_freeze_d',
      baseIndexMonth: '2021-01',
      newRentCents: 77_855,
    });
    expect(indexation(walloon2021, '2023-03-01', 'E')).toMatchObject({
      rule: 'wallonia_freeze_e',
      newRentCents: 75_237,
    });
    expect(indexation(walloon2021, '2023-03-01', 'F')).toMatchObject({
      rule: 'wallonia_freeze_fg',
      newRentCents: 70_000,
    });
  });

  it('Wallonia after the window: the freeze-year rent becomes the base rent and its index the start index', () => {
    expect(indexation(walloon2021, '2024-03-01', 'D')).toMatchObject({
      rule: 'wallonia_after_freeze',
      baseRentCents: 77_855,
      baseIndexMonth: '2023-02',
      baseIndex: 12_686,
      newIndexMonth: '2024-02',
      newRentCents: 80_365,
    });
    const recorded = [{ anniversaryDate: '2023-03-01', newRentCents: 77_000 }];
    expect(indexation(walloon2021, '2024-03-01', 'D', recorded)).toMatchObject({
      baseRentCents: 77_000,
      oldRentCents: 77_000,
      newRentCents: 79_483,
    });
  });
});
