import { describe } from 'vitest';
import { itIndexes, lease } from '../../testing/indexationCases';

describe('2022–2023 energy-label limits and corrections', () => {
  const flemish2021 = lease({ signedOn: '2020-12-01', startsOn: '2021-01-01', baseRentCents: 100_000 });
  const indexedIn2022 = [{ anniversaryDate: '2022-01-01', newRentCents: 105_206 }];
  const commercial = { ...flemish2021, type: 'commercial_lease' as const, signedOn: '2020-11-15' };
  const brussels2020 = lease({
    region: 'brussels',
    signedOn: '2020-09-10',
    startsOn: '2020-10-01',
    baseRentCents: 120_000,
  });
  const walloon2021 = lease({
    region: 'wallonia',
    signedOn: '2021-02-15',
    startsOn: '2021-03-01',
    baseRentCents: 70_000,
  });
  const walloonRecorded = [{ anniversaryDate: '2023-03-01', newRentCents: 77_000 }];

  itIndexes([
    [
      'Flanders, EPC D in the window: halfway between the current and the fully indexed rent',
      flemish2021,
      '2023-01-05',
      'D',
      indexedIn2022,
      { rule: 'flanders_freeze_d', oldRentCents: 105_206, newRentCents: 110_798, increaseCents: 5_592 },
    ],
    [
      'Flanders, EPC F in the window: no increase, and the rule says why',
      flemish2021,
      '2023-01-05',
      'F',
      indexedIn2022,
      {
        rule: 'flanders_freeze_efg',
        oldRentCents: 105_206,
        newRentCents: 105_206,
        increaseCents: 0,
        retroactiveMonths: 0,
      },
    ],
    [
      'Flanders, no EPC counts as the worst label',
      flemish2021,
      '2023-01-05',
      null,
      indexedIn2022,
      { rule: 'flanders_freeze_efg', increaseCents: 0 },
    ],
    [
      'Flanders, EPC B in the window: indexed in full',
      flemish2021,
      '2023-01-05',
      'B',
      indexedIn2022,
      { rule: 'flanders_standard', newRentCents: 116_391 },
    ],
    [
      'Flanders after the window, EPC F: the standard rent times the correction factor of the frozen year',
      flemish2021,
      '2024-01-03',
      'F',
      indexedIn2022,
      {
        rule: 'flanders_correction_efg',
        newRentCents: 106_555,
        correction: {
          freezeAnniversary: '2023-01-01',
          priorMonth: '2021-12',
          priorIndex: 11_560,
          freezeMonth: '2022-12',
          freezeIndex: 12_789,
        },
      },
    ],
    [
      'Flanders after the window, EPC D: corrected too',
      flemish2021,
      '2024-01-03',
      'D',
      indexedIn2022,
      { rule: 'flanders_correction_d', newRentCents: 112_219 },
    ],
    [
      'Flanders after the window, EPC A: no correction',
      flemish2021,
      '2024-01-03',
      'A',
      indexedIn2022,
      { rule: 'flanders_standard', correction: null },
    ],
    [
      'commercial leases were never limited, and take the month before signing (art. 1728bis)',
      commercial,
      '2023-01-05',
      'F',
      indexedIn2022,
      { rule: 'commercial_standard', baseIndexMonth: '2020-10' },
    ],
    [
      'Brussels, EPB E in the window: half of the increase',
      brussels2020,
      '2023-10-01',
      'E',
      [],
      {
        rule: 'brussels_freeze_e',
        baseIndexMonth: '2020-08',
        newIndexMonth: '2023-09',
        newRentCents: 129_430,
      },
    ],
    [
      'Brussels, EPB G in the window: no increase',
      brussels2020,
      '2023-10-01',
      'G',
      [],
      { rule: 'brussels_freeze_fg', newRentCents: 120_000, increaseCents: 0 },
    ],
    [
      'Brussels, EPB D in the window: in full',
      brussels2020,
      '2023-10-01',
      'D',
      [],
      { rule: 'brussels_standard', newRentCents: 138_860 },
    ],
    [
      'Brussels after the window, EPB G: standard × I2022 / I2023',
      brussels2020,
      '2024-10-01',
      'G',
      [],
      {
        rule: 'brussels_correction_fg',
        newRentCents: 141_245,
        correction: { priorMonth: '2022-09', freezeMonth: '2023-09' },
      },
    ],
    [
      'Brussels after the window, EPB E: standard × ½ (I2022 + I2023) / I2023',
      brussels2020,
      '2024-10-01',
      'E',
      [],
      { rule: 'brussels_correction_e', newRentCents: 142_715 },
    ],
    [
      'Wallonia, PEB D in the window: 75 % of the possible increase',
      walloon2021,
      '2023-03-01',
      'D',
      [],
      { rule: 'wallonia_freeze_d', baseIndexMonth: '2021-01', newRentCents: 77_855 },
    ],
    [
      'Wallonia, PEB E in the window: 50 %',
      walloon2021,
      '2023-03-01',
      'E',
      [],
      { rule: 'wallonia_freeze_e', newRentCents: 75_237 },
    ],
    [
      'Wallonia, PEB F in the window: none',
      walloon2021,
      '2023-03-01',
      'F',
      [],
      { rule: 'wallonia_freeze_fg', newRentCents: 70_000 },
    ],
    [
      'Wallonia after the window: the freeze-year rent becomes the base rent and its index the start index',
      walloon2021,
      '2024-03-01',
      'D',
      [],
      {
        rule: 'wallonia_after_freeze',
        baseRentCents: 77_855,
        baseIndexMonth: '2023-02',
        baseIndex: 12_686,
        newIndexMonth: '2024-02',
        newRentCents: 80_365,
      },
    ],
    [
      'Wallonia after the window: a recorded freeze-year rent is the base rent',
      walloon2021,
      '2024-03-01',
      'D',
      walloonRecorded,
      { baseRentCents: 77_000, oldRentCents: 77_000, newRentCents: 79_483 },
    ],
  ]);
});
