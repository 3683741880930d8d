import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZListRentPaymentsQuery } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { AppError } from '@immodesk/platform/errors';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpFinanceApi, createInProcessFinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';

describe('finance service over HTTP', () => {
  const service = serviceOverHttp({
    modules: [financeDatabaseModule],
    inProcess: ({ dataSource }) => createInProcessFinanceApi(dataSource, fixedClock('2026-03-15T09:00:00Z')),
    client: createHttpFinanceApi,
  });
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  it('records a due item, registers a payment and lists it with its status', async () => {
    const item = await service.overHttp.recordDueItem(owner, {
      propertyId: crypto.randomUUID(),
      period: '2026-03',
      dueDate: '2026-03-01',
      amountDueCents: 70_000,
    });
    expect(item.status).toBe('overdue');
    const partial = await service.overHttp.registerPayment(owner, {
      id: item.id,
      paidCents: 30_000,
      paidAt: '2026-03-10',
      notes: 'Rest volgt',
    });
    expect(partial).toMatchObject({ status: 'overdue', paidCents: 30_000, notes: 'Rest volgt' });
    expect(
      (await service.overHttp.listRentPayments(owner, ZListRentPaymentsQuery.parse({ status: 'overdue' })))
        .items,
    ).toEqual([partial]);
    const foreign = await service.overHttp
      .registerPayment(
        { ...owner, organizationId: crypto.randomUUID() },
        { id: item.id, paidCents: 1, paidAt: '2026-03-10' },
      )
      .catch((error: unknown) => error);
    expect((foreign as AppError).code).toBe('not_found');
  });
});
