import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { BILLING_RPC_METHODS, createBillingApi, createHttpBillingApi } from './billingApi';
import { billingDatabaseModule } from './billingDatabaseModule';

describe('billing service over HTTP', () => {
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };
  const service = serviceOverHttp({
    modules: [platformDatabaseModule, billingDatabaseModule],
    inProcess: ({ dataSource }) => {
      const clock = movableClock('2026-03-02T09:00:00.000Z');
      return createBillingApi({
        dataSource,
        clock,
        mailer: new OutboxMailer(dataSource, clock),
        provider: null,
        bankAccount: null,
        brand: { productName: () => 'Test', publicUrl: 'http://localhost:3000' },
        onProviderError: () => {},
      });
    },
    served: (inProcess) => positionalRpcApi(inProcess, BILLING_RPC_METHODS),
    client: (remote) => createHttpBillingApi(remote, { isTestMode: false }),
  });

  it('answers plans and subscriptions as in process (instants stay Dates), and re-throws coded errors', async () => {
    await service.overHttp.startTrial(owner.organizationId);
    const plan = await service.overHttp.getEffectivePlan(owner.organizationId);
    expect(plan).toEqual(await service.inProcess.getEffectivePlan(owner.organizationId));
    expect(plan.trialEndsAt).toBeInstanceOf(Date);
    expect(await service.overHttp.getUserPlan(owner)).toEqual(await service.inProcess.getUserPlan(owner));
    expect(await service.overHttp.getSubscription(owner)).toEqual(
      await service.inProcess.getSubscription(owner),
    );
    expect(service.overHttp.isTestMode()).toBe(service.inProcess.isTestMode());

    const unknown = await service.overHttp
      .confirmBankTransfer({ reference: '+++000/0000/00097+++', amountCents: 2500 })
      .catch((error: unknown) => error);
    const unknownInProcess = await service.inProcess
      .confirmBankTransfer({ reference: '+++000/0000/00097+++', amountCents: 2500 })
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(AppError);
    expect({ code: (unknown as AppError).code, messageKey: (unknown as AppError).messageKey }).toEqual({
      code: (unknownInProcess as AppError).code,
      messageKey: (unknownInProcess as AppError).messageKey,
    });
  });
});
