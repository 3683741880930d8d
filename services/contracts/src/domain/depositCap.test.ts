import { describe, expect, it } from 'vitest';
import { depositWarnings, legalDepositMonths } from './depositCap';

describe('legal deposit maximum (rental-law.md §2)', () => {
  const cases: [Parameters<typeof legalDepositMonths>[0], number | null][] = [
    // Flanders: 3 months whatever the form from 1 Jan 2019 (signing date decides); before: 2 blocked, 3 guarantee.
    [
      { region: 'flanders', type: 'main_residence', depositType: 'blocked_account', signedOn: '2019-01-01' },
      3,
    ],
    [
      { region: 'flanders', type: 'main_residence', depositType: 'blocked_account', signedOn: '2018-12-31' },
      2,
    ],
    [{ region: 'flanders', type: 'main_residence', depositType: 'other', signedOn: '2018-12-31' }, 3],
    [
      { region: 'flanders', type: 'student_housing', depositType: 'blocked_account', signedOn: '2026-03-01' },
      2,
    ],
    // Brussels: 2 months in all cases from 1 Nov 2024; before, 3 for a bank guarantee.
    [{ region: 'brussels', type: 'main_residence', depositType: 'other', signedOn: '2024-11-01' }, 2],
    [{ region: 'brussels', type: 'main_residence', depositType: 'other', signedOn: '2024-10-31' }, 3],
    [
      { region: 'brussels', type: 'main_residence', depositType: 'blocked_account', signedOn: '2024-10-31' },
      2,
    ],
    // Wallonia: 2 months whatever the form from 1 June 2023; before, 3 for a bank or CPAS guarantee.
    [{ region: 'wallonia', type: 'main_residence', depositType: 'other', signedOn: '2023-06-01' }, 2],
    [{ region: 'wallonia', type: 'main_residence', depositType: 'other', signedOn: '2023-05-31' }, 3],
    [
      { region: 'wallonia', type: 'student_housing', depositType: 'bank_transfer', signedOn: '2026-01-10' },
      2,
    ],
    // No statutory cap: commercial and common-law leases, and no deposit.
    [
      { region: 'flanders', type: 'commercial_lease', depositType: 'bank_transfer', signedOn: '2026-01-10' },
      null,
    ],
    [{ region: 'brussels', type: 'common_law', depositType: 'bank_transfer', signedOn: '2026-01-10' }, null],
    [{ region: 'wallonia', type: 'main_residence', depositType: 'none', signedOn: '2026-01-10' }, null],
  ];
  for (const [input, months] of cases) {
    it(`${input.region} ${input.type} ${input.depositType} signed ${input.signedOn}: ${months ?? 'no'} months`, () => {
      expect(legalDepositMonths(input)).toBe(months);
    });
  }

  it('warns with the maximum in cents when the deposit is above it, and not at the maximum itself', () => {
    const lease = {
      region: 'brussels' as const,
      type: 'main_residence' as const,
      signedOn: '2025-02-01',
      rentCents: 100_000,
    };
    expect(depositWarnings({ ...lease, deposit: { type: 'blocked_account', amountCents: 200_000 } })).toEqual(
      [],
    );
    expect(depositWarnings({ ...lease, deposit: { type: 'blocked_account', amountCents: 200_001 } })).toEqual(
      [{ code: 'deposit_above_legal_maximum', maximumCents: 200_000, months: 2 }],
    );
  });
});
