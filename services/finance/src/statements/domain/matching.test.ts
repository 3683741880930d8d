import { describe, expect, it } from 'vitest';
import type { OpenDueItem } from './bankLine';
import { MatchingBook } from './matching';

const OGM_A = '+++202/6000/00195+++';
const OGM_AMENDED = '+++202/6000/00296+++';

const items: OpenDueItem[] = [
  { id: 'a-03', contractId: 'lease-a', period: '2026-03', dueDate: '2026-03-01', outstandingCents: 85_000 },
  { id: 'a-04', contractId: 'lease-a', period: '2026-04', dueDate: '2026-04-01', outstandingCents: 85_000 },
  { id: 'b-03', contractId: 'lease-b', period: '2026-03', dueDate: '2026-03-05', outstandingCents: 120_000 },
  { id: 'c-03', contractId: 'lease-c', period: '2026-03', dueDate: '2026-03-01', outstandingCents: 85_000 },
  {
    id: 'old-01',
    contractId: 'lease-b',
    period: '2025-01',
    dueDate: '2025-01-05',
    outstandingCents: 120_000,
  },
];

function book() {
  return new MatchingBook(
    new Map([
      [OGM_A, ['lease-a']],
      // The amendment in force first, then the ended original that has nothing open.
      [OGM_AMENDED, ['lease-d-v2', 'lease-b']],
    ]),
    items,
    [{ iban: 'BE71096123456769', contractId: 'lease-b' }],
  );
}

describe('matching a credit', () => {
  it('matches a structured reference of the organization to its contract, whatever the amount', () => {
    expect(
      book().decide({
        amountCents: 1,
        bookingDate: '2026-03-02',
        structuredReference: OGM_A,
        counterpartyIban: null,
        communication: null,
      }),
    ).toEqual({
      kind: 'structured_reference',
      contractId: 'lease-a',
    });
  });

  it('takes, among the contracts sharing a reference, the first with something still open', () => {
    expect(
      book().decide({
        amountCents: 120_000,
        bookingDate: '2026-03-02',
        structuredReference: OGM_AMENDED,
        counterpartyIban: null,
        communication: null,
      }),
    ).toEqual({
      kind: 'structured_reference',
      contractId: 'lease-b',
    });
  });

  it('matches a known payer account with exactly the outstanding amount near the due date', () => {
    expect(
      book().decide({
        amountCents: 120_000,
        bookingDate: '2026-03-06',
        structuredReference: null,
        counterpartyIban: 'BE71096123456769',
        communication: null,
      }),
    ).toEqual({
      kind: 'iban_and_amount',
      contractId: 'lease-b',
      dueItemId: 'b-03',
    });
  });

  it('proposes ranked candidates when only the amount fits, nearest due date first, and nothing far from the booking date', () => {
    const decision = book().decide({
      amountCents: 85_000,
      bookingDate: '2026-03-03',
      structuredReference: null,
      counterpartyIban: 'BE43068242375101',
      communication: null,
    });
    expect(decision).toEqual({
      kind: 'candidates',
      candidates: [
        expect.objectContaining({ rentPaymentId: 'a-03', reason: 'amount' }),
        expect.objectContaining({ rentPaymentId: 'c-03', reason: 'amount' }),
        expect.objectContaining({ rentPaymentId: 'a-04', reason: 'amount' }),
      ],
    });
  });

  it('proposes the known payer items with another amount, and leaves a line with no fit unmatched', () => {
    const bookOf = book();
    expect(
      bookOf.decide({
        amountCents: 60_000,
        bookingDate: '2026-03-06',
        structuredReference: null,
        counterpartyIban: 'BE71096123456769',
        communication: null,
      }),
    ).toEqual({
      kind: 'candidates',
      candidates: [
        expect.objectContaining({ rentPaymentId: 'b-03', reason: 'iban', outstandingCents: 120_000 }),
      ],
    });
    expect(
      bookOf.decide({
        amountCents: 12_345,
        bookingDate: '2026-03-06',
        structuredReference: null,
        counterpartyIban: null,
        communication: null,
      }),
    ).toEqual({ kind: 'unmatched' });
    expect(
      bookOf.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-03',
        structuredReference: '+++999/9999/99948+++',
        counterpartyIban: null,
        communication: null,
      }).kind,
    ).toBe('candidates');
  });

  it('does not settle the same due item twice, and uses an account learned on an earlier line', () => {
    const bookOf = book();
    bookOf.recordPayment('b-03', 'lease-b', 120_000);
    expect(
      bookOf.decide({
        amountCents: 120_000,
        bookingDate: '2026-03-06',
        structuredReference: null,
        counterpartyIban: 'BE71096123456769',
        communication: null,
      }),
    ).toEqual({ kind: 'unmatched' });
    bookOf.learnPayer('BE68539007547034', 'lease-c');
    expect(
      bookOf.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-02',
        structuredReference: null,
        counterpartyIban: 'BE68539007547034',
        communication: null,
      }),
    ).toEqual({
      kind: 'iban_and_amount',
      contractId: 'lease-c',
      dueItemId: 'c-03',
    });
  });

  it('asks (ranked candidates, oldest first) when a known payer owes the same amount for several months and names none', () => {
    const bookOf = new MatchingBook(new Map(), items, [{ iban: 'BE68539007547034', contractId: 'lease-a' }]);
    expect(
      bookOf.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-29',
        structuredReference: null,
        counterpartyIban: 'BE68539007547034',
        communication: 'huur studio',
      }),
    ).toEqual({
      kind: 'candidates',
      candidates: [
        expect.objectContaining({ rentPaymentId: 'a-03', reason: 'iban_and_amount', periodNamed: false }),
        expect.objectContaining({ rentPaymentId: 'a-04', reason: 'iban_and_amount', periodNamed: false }),
        expect.objectContaining({ rentPaymentId: 'c-03', reason: 'amount', periodNamed: false }),
      ],
    });
  });

  it.each([
    ['huur maart studio', 'a-03'],
    ['loyer avril', 'a-04'],
    ['Rent Apr 2026', 'a-04'],
    ['huur 03/2026', 'a-03'],
    ['loyer de mars', 'a-03'],
  ])('books a known payer credit "%s" on the month the text names', (communication, dueItemId) => {
    const bookOf = new MatchingBook(new Map(), items, [{ iban: 'BE68539007547034', contractId: 'lease-a' }]);
    expect(
      bookOf.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-29',
        structuredReference: null,
        counterpartyIban: 'BE68539007547034',
        communication,
      }),
    ).toEqual({ kind: 'iban_amount_and_period', contractId: 'lease-a', dueItemId });
  });

  it('ranks the named month first when it cannot book: an unknown payer, or a named month of another year too', () => {
    const decision = book().decide({
      amountCents: 85_000,
      bookingDate: '2026-03-29',
      structuredReference: null,
      counterpartyIban: 'BE43068242375101',
      communication: 'loyer avril',
    });
    expect(
      decision.kind === 'candidates' ? decision.candidates.map((c) => [c.rentPaymentId, c.periodNamed]) : [],
    ).toEqual([
      ['a-04', true],
      ['a-03', false],
      ['c-03', false],
    ]);
    const twoYears = new MatchingBook(
      new Map(),
      [
        ...items,
        {
          id: 'a-old',
          contractId: 'lease-a',
          period: '2025-04',
          dueDate: '2025-04-01',
          outstandingCents: 85_000,
        },
      ],
      [{ iban: 'BE68539007547034', contractId: 'lease-a' }],
    );
    expect(
      twoYears.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-29',
        structuredReference: null,
        counterpartyIban: 'BE68539007547034',
        communication: 'huur april',
      }).kind,
    ).toBe('candidates');
  });

  it('follows what a settlement leaves owed: the oldest open items first, then the given one', () => {
    const bookOf = book();
    bookOf.simulateReceipt('lease-a', 85_000);
    expect(
      bookOf.decide({
        amountCents: 85_000,
        bookingDate: '2026-03-03',
        structuredReference: null,
        counterpartyIban: null,
        communication: null,
      }),
    ).toEqual({
      kind: 'candidates',
      candidates: [
        expect.objectContaining({ rentPaymentId: 'c-03' }),
        expect.objectContaining({ rentPaymentId: 'a-04' }),
      ],
    });
  });
});
