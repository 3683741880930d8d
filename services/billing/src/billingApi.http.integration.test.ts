import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { BILLING_RPC_METHODS, createBillingApi, createHttpBillingApi, type BillingApi } from './billingApi';
import { billingDatabaseModule } from './billingDatabaseModule';

describe('billing service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let inProcess: BillingApi;
  let overHttp: BillingApi;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([platformDatabaseModule, billingDatabaseModule]);
    const clock = movableClock('2026-03-02T09:00:00.000Z');
    inProcess = createBillingApi({
      dataSource: database.dataSource,
      clock,
      mailer: new OutboxMailer(database.dataSource, clock),
      provider: null,
      bankAccount: null,
      brand: { productName: () => 'Test', publicUrl: 'http://localhost:3000' },
      onProviderError: () => {},
    });
    served = await serveOverHttp(positionalRpcApi(inProcess, BILLING_RPC_METHODS));
    overHttp = createHttpBillingApi(served, { isTestMode: false });
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('answers plans and subscriptions as in process (instants stay Dates), and re-throws coded errors', async () => {
    await overHttp.startTrial(owner.organizationId);
    const plan = await overHttp.getEffectivePlan(owner.organizationId);
    expect(plan).toEqual(await inProcess.getEffectivePlan(owner.organizationId));
    expect(plan.trialEndsAt).toBeInstanceOf(Date);
    expect(await overHttp.getUserPlan(owner)).toEqual(await inProcess.getUserPlan(owner));
    expect(await overHttp.getSubscription(owner)).toEqual(await inProcess.getSubscription(owner));
    expect(overHttp.isTestMode()).toBe(inProcess.isTestMode());

    const unknown = await overHttp
      .confirmBankTransfer('+++000/0000/00097+++')
      .catch((error: unknown) => error);
    const unknownInProcess = await inProcess
      .confirmBankTransfer('+++000/0000/00097+++')
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(AppError);
    expect({ code: (unknown as AppError).code, messageKey: (unknown as AppError).messageKey }).toEqual({
      code: (unknownInProcess as AppError).code,
      messageKey: (unknownInProcess as AppError).messageKey,
    });
  });
});
