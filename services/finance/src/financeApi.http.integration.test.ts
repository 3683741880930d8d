import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListRentPaymentsQuery } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { AppError } from '@immodesk/platform/errors';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createHttpFinanceApi, createInProcessFinanceApi, type FinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';

describe('finance service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let finance: FinanceApi;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([financeDatabaseModule]);
    served = await serveOverHttp(
      createInProcessFinanceApi(database.dataSource, fixedClock('2026-03-15T09:00:00Z')),
    );
    finance = createHttpFinanceApi(served);
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('records a due item, registers a payment and lists it with its status', async () => {
    const item = await finance.recordDueItem(owner, {
      propertyId: crypto.randomUUID(),
      period: '2026-03',
      dueDate: '2026-03-01',
      amountDueCents: 70_000,
    });
    expect(item.status).toBe('overdue');
    const partial = await finance.registerPayment(owner, {
      id: item.id,
      paidCents: 30_000,
      paidAt: '2026-03-10',
      notes: 'Rest volgt',
    });
    expect(partial).toMatchObject({ status: 'overdue', paidCents: 30_000, notes: 'Rest volgt' });
    expect(
      (await finance.listRentPayments(owner, ZListRentPaymentsQuery.parse({ status: 'overdue' }))).items,
    ).toEqual([partial]);
    const foreign = await finance
      .registerPayment(
        { ...owner, organizationId: crypto.randomUUID() },
        { id: item.id, paidCents: 1, paidAt: '2026-03-10' },
      )
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
  });
});
