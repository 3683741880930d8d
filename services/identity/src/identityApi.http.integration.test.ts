import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import type { OrganizationPlan, OrganizationPlans } from './domain/plan';
import { deriveEncryptionKey } from './domain/totpSecrets';
import { createHttpIdentityApi, createIdentityApi, IDENTITY_RPC_METHODS } from './identityApi';
import { identityDatabaseModule } from './identityDatabaseModule';

const FREE: OrganizationPlan = {
  planType: 'free',
  status: 'active',
  maxProperties: 1,
  maxTenants: 1,
  storageQuotaBytes: 1_000_000,
  features: { companyLogo: false, statisticsPdf: false, templateEditing: false, enterpriseFeatures: false },
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAt: null,
};

/** Billing's side of the plans port, in memory: this test is about identity's transport. */
const plans: OrganizationPlans = {
  effectivePlan: () => Promise.resolve(FREE),
  startTrial: () => Promise.resolve(),
  setPlan: () => Promise.resolve(),
};

describe('identity service over HTTP', () => {
  const client = { ip: '127.0.0.1', userAgent: 'vitest' };
  const service = serviceOverHttp({
    modules: [platformDatabaseModule, identityDatabaseModule],
    inProcess: ({ dataSource }) => {
      const clock = movableClock('2026-03-02T09:00:00.000Z');
      return createIdentityApi({
        dataSource,
        clock,
        mailer: new OutboxMailer(dataSource, clock),
        brand: { productName: () => 'Test', publicUrl: 'http://localhost:3000' },
        encryptionKey: deriveEncryptionKey(crypto.randomBytes(32).toString('hex')),
        storage: new LocalFileStorage(path.join(os.tmpdir(), `identity-http-${crypto.randomUUID()}`)),
        plans,
      });
    },
    served: (inProcess) => positionalRpcApi(inProcess, IDENTITY_RPC_METHODS),
    client: createHttpIdentityApi,
  });

  it('signs in, resolves the session and reads the user as in process, and re-throws coded errors', async () => {
    const owner = await service.overHttp.registerOwner({
      email: 'an@example.be',
      password: 'correct horse battery',
      firstName: 'An',
      language: 'nl',
      isEmailVerified: true,
    });
    const signedIn = await service.overHttp.login({
      email: 'an@example.be',
      password: 'correct horse battery',
      ...client,
    });
    expect(signedIn.context).toEqual(owner);
    const session = await service.overHttp.resolveSession(signedIn.token);
    expect(session).toEqual(await service.inProcess.resolveSession(signedIn.token));
    expect(session).toMatchObject(owner);
    expect(await service.overHttp.getCurrentUser(owner)).toEqual(
      await service.inProcess.getCurrentUser(owner),
    );
    expect(await service.overHttp.resolveSession('not-a-session')).toBeNull();

    const sameOwner = {
      email: 'an@example.be',
      password: 'correct horse battery',
      firstName: 'An',
      language: 'nl',
    } as const;
    const taken = await service.overHttp.registerOwner(sameOwner).catch((error: unknown) => error);
    const takenInProcess = await service.inProcess.registerOwner(sameOwner).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(AppError);
    expect({ code: (taken as AppError).code, messageKey: (taken as AppError).messageKey }).toEqual({
      code: (takenInProcess as AppError).code,
      messageKey: (takenInProcess as AppError).messageKey,
    });
    expect((taken as AppError).code).toBe('conflict');
  });
});
