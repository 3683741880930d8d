import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStructuredReference } from '@immodesk/platform/domain/structuredReference';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { randomContext } from '@immodesk/platform/testing/errorOf';
import { logQueries } from '@immodesk/platform/testing/queryLog';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { writeCodaStatement, type StatementFileLine } from '@immodesk/test-fixtures/bankStatements';
import { createInProcessFinanceApi } from '../financeApi';
import { financeDatabaseModule } from '../financeDatabaseModule';
import { createInProcessStatementsApi, statementsDatabaseModule, type StatementsApi } from '../statementsApi';
import { scheduleLease } from '../testing/financeTesting';
import { generateRentSchedules, type ScheduleLease } from '../use-cases/generateRentSchedules';

const clock = fixedClock('2026-06-20T09:00:00Z');
const LEASES = 60;
/**
 * What one import may send whatever the number of lines in this file: a few set reads (fingerprints, open items,
 * payer accounts), the lines inserted, one allocation transaction, the outcomes a few hundred lines per UPDATE.
 */
const IMPORT_STATEMENTS = 16;

function payerIban(index: number): string {
  const bban = String(7_350_000_000 + index).padStart(10, '0');
  const account = `${bban}${String(Number(BigInt(bban) % 97n) || 97).padStart(2, '0')}`;
  return `BE${String(98 - Number(BigInt(`${account}111400`) % 97n)).padStart(2, '0')}${account}`;
}

describe('importing a statement reads and writes in sets', () => {
  let database: TestDatabase;
  let statements: StatementsApi;
  const organization = randomContext();
  const leases: (ScheduleLease & { reference: string })[] = Array.from({ length: LEASES }, (_, index) => ({
    ...scheduleLease(organization, { rentCents: 90_000 + index * 100 }),
    reference: makeStructuredReference(2026_000_000 + index),
  }));
  const due = (index: number) => 95_000 + index * 100;
  /** Per lease: January paid with its structured reference (the account learned), February from that account
   * naming the month, March with only the amount from an unknown account, April's an amount nothing owes. */
  const lines: StatementFileLine[] = leases.flatMap((lease, index) => [
    {
      amountCents: due(index),
      bookingDate: '2026-01-03',
      counterpartyIban: payerIban(index),
      structuredReference: lease.reference,
    },
    {
      amountCents: due(index),
      bookingDate: '2026-02-03',
      counterpartyIban: payerIban(index),
      communication: 'huur februari',
    },
    {
      amountCents: due(index),
      bookingDate: '2026-03-03',
      counterpartyIban: payerIban(10_000 + index),
      communication: 'overschrijving',
    },
    {
      amountCents: 1_001 + index,
      bookingDate: '2026-04-03',
      counterpartyIban: payerIban(20_000 + index),
      communication: 'terugbetaling',
    },
  ]);
  const file = Buffer.from(writeCodaStatement({ accountIban: 'BE68539007547034', lines }), 'latin1');
  const contractsByReference = new Map(leases.map((lease) => [lease.reference, [lease.contractId]]));

  beforeAll(async () => {
    database = await createTestDatabase([financeDatabaseModule, statementsDatabaseModule]);
    const finance = createInProcessFinanceApi(database.dataSource, clock);
    statements = createInProcessStatementsApi(database.dataSource, clock, finance);
    await generateRentSchedules(database.dataSource, clock, leases);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it(`matches ${LEASES * 4} lines in at most ${IMPORT_STATEMENTS} statements, each line's outcome stored`, async () => {
    const log = logQueries(database.dataSource);
    const summary = await statements.importStatement(organization, { file, contractsByReference });
    log.stop();

    expect(summary).toMatchObject({
      imported: LEASES * 4,
      duplicates: 0,
      matched: LEASES * 2,
      candidates: LEASES,
      unmatched: LEASES,
    });
    expect(log.statements().length).toBeLessThanOrEqual(IMPORT_STATEMENTS);

    const page = { page: 1, pageSize: 200 };
    const matched = await statements.listBankLines(organization, { status: 'matched', ...page });
    expect(matched.total).toBe(LEASES * 2);
    const byDate = (date: string) => matched.items.filter((line) => line.bookingDate === date);
    expect(byDate('2026-01-03').every((line) => line.matchReason === 'structured_reference')).toBe(true);
    expect(
      byDate('2026-02-03').map((line) => [line.matchReason, line.allocations.map((part) => part.period)]),
    ).toEqual(Array.from({ length: LEASES }, () => ['iban_amount_and_period', ['2026-02']]));
    const toConfirm = await statements.listBankLines(organization, { status: 'candidate', ...page });
    expect(toConfirm.items).toHaveLength(LEASES);
    expect(toConfirm.items.every((line) => line.bookingDate === '2026-03-03')).toBe(true);
    expect(toConfirm.items.every((line) => line.candidates.length > 0 && line.allocations.length === 0)).toBe(
      true,
    );
    const unmatched = await statements.listBankLines(organization, { status: 'unmatched', ...page });
    expect(unmatched.items.map((line) => line.bookingDate)).toEqual(
      Array.from({ length: LEASES }, () => '2026-04-03'),
    );
  });

  it('imports the same file again as duplicates only, from one read of the known lines', async () => {
    const log = logQueries(database.dataSource);
    const summary = await statements.importStatement(organization, { file, contractsByReference });
    log.stop();

    expect(summary).toMatchObject({ imported: 0, duplicates: LEASES * 4, matched: 0 });
    expect(log.statements().length).toBeLessThanOrEqual(2);
  });
});
