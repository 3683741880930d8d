import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@immodesk/platform/errors';
import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import { LocalFileStorage } from '@immodesk/platform/ports/storage/LocalFileStorage';
import { positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import type { OrganizationPlan, OrganizationPlans } from './domain/plan';
import { deriveEncryptionKey } from './domain/totpSecrets';
import {
  createHttpIdentityApi,
  createIdentityApi,
  IDENTITY_RPC_METHODS,
  type IdentityApi,
} from './identityApi';
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
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let inProcess: IdentityApi;
  let overHttp: IdentityApi;
  const client = { ip: '127.0.0.1', userAgent: 'vitest' };

  beforeAll(async () => {
    database = await createTestDatabase([platformDatabaseModule, identityDatabaseModule]);
    const clock = movableClock('2026-03-02T09:00:00.000Z');
    inProcess = createIdentityApi({
      dataSource: database.dataSource,
      clock,
      mailer: new OutboxMailer(database.dataSource, clock),
      brand: { productName: () => 'Test', publicUrl: 'http://localhost:3000' },
      encryptionKey: deriveEncryptionKey(crypto.randomBytes(32).toString('hex')),
      storage: new LocalFileStorage(path.join(os.tmpdir(), `identity-http-${crypto.randomUUID()}`)),
      plans,
    });
    served = await serveOverHttp(positionalRpcApi(inProcess, IDENTITY_RPC_METHODS));
    overHttp = createHttpIdentityApi(served, inProcess);
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('signs in, resolves the session and reads the user as in process, and re-throws coded errors', async () => {
    const owner = await overHttp.registerOwner({
      email: 'an@example.be',
      password: 'correct horse battery',
      firstName: 'An',
      language: 'nl',
      isEmailVerified: true,
    });
    const signedIn = await overHttp.login({
      email: 'an@example.be',
      password: 'correct horse battery',
      ...client,
    });
    expect(signedIn.context).toEqual(owner);
    const session = await overHttp.resolveSession(signedIn.token);
    expect(session).toEqual(await inProcess.resolveSession(signedIn.token));
    expect(session).toMatchObject(owner);
    expect(await overHttp.getCurrentUser(owner)).toEqual(await inProcess.getCurrentUser(owner));
    expect(await overHttp.resolveSession('not-a-session')).toBeNull();

    const sameOwner = {
      email: 'an@example.be',
      password: 'correct horse battery',
      firstName: 'An',
      language: 'nl',
    } as const;
    const taken = await overHttp.registerOwner(sameOwner).catch((error: unknown) => error);
    const takenInProcess = await inProcess.registerOwner(sameOwner).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(AppError);
    expect({ code: (taken as AppError).code, messageKey: (taken as AppError).messageKey }).toEqual({
      code: (takenInProcess as AppError).code,
      messageKey: (takenInProcess as AppError).messageKey,
    });
    expect((taken as AppError).code).toBe('conflict');
  });
});
