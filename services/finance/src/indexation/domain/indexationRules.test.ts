import { describe, expect, it } from 'vitest';
import { indexation, itIndexes, lease } from '../../testing/indexationCases';

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

  itIndexes([
    [
      'Flanders lease concluded before 2019 keeps the federal rule: the month before signing',
      lease({ signedOn: '2018-06-15', startsOn: '2018-07-01', baseRentCents: 80_000 }),
      '2025-07-01',
      'B',
      [],
      {
        rule: 'flanders_federal',
        baseIndexMonth: '2018-05',
        newIndexMonth: '2025-06',
        newRentCents: 100_974,
      },
    ],
    [
      'Brussels: the month before signing, not before entry into force',
      lease({ region: 'brussels', signedOn: '2021-05-20', startsOn: '2021-07-01', baseRentCents: 95_000 }),
      '2025-07-15',
      'C',
      [],
      {
        rule: 'brussels_standard',
        baseIndexMonth: '2021-04',
        baseIndex: 11_093,
        newIndexMonth: '2025-06',
        newIndex: 13_504,
        newRentCents: 115_648,
      },
    ],
    [
      'Wallonia: the month before signing',
      lease({ region: 'wallonia', signedOn: '2023-12-05', startsOn: '2024-01-01', baseRentCents: 72_000 }),
      '2025-01-10',
      'A',
      [],
      {
        rule: 'wallonia_standard',
        baseIndexMonth: '2023-11',
        newIndexMonth: '2024-12',
        oldRentCents: 72_000,
        newRentCents: 74_901,
        increaseCents: 2_901,
      },
    ],
    [
      'takes the start-index month the lease states, when it states one (a lease entered after its signing)',
      lease({
        region: 'brussels',
        signedOn: '2025-06-02',
        startsOn: '2021-07-01',
        baseRentCents: 95_000,
        indexBaseMonth: '2021-04',
      }),
      '2025-07-15',
      'C',
      [],
      { baseIndexMonth: '2021-04', newRentCents: 115_648 },
    ],
  ]);

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
    // A rent revision recorded with a paper lease on any day of the lease year indexed that year too.
    expect(() =>
      indexation(may2019, '2024-09-01', 'A', [{ anniversaryDate: '2024-08-15', newRentCents: 108_000 }]),
    ).toThrow(expect.objectContaining({ code: 'conflict', params: { date: '2025-06-01' } }));
    expect(
      indexation(may2019, '2024-09-01', 'A', [{ anniversaryDate: '2024-05-15', newRentCents: 108_000 }]),
    ).toMatchObject({ anniversaryDate: '2024-06-01', oldRentCents: 108_000 });
  });

  it('says which month of the index is missing instead of guessing', () => {
    expect(() => indexation(may2019, '2026-06-05', 'A')).toThrow(
      expect.objectContaining({ code: 'business_rule', params: { month: '2026-05' } }),
    );
  });
});
