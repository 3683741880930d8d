import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { systemClock } from '@immodesk/platform/ports/clock';
import { createFileStorage } from '@immodesk/platform/ports/storage/createFileStorage';
import { createHttpPositionalClient, positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { deriveEncryptionKey } from './domain/totpSecrets';
import { createIdentityApi, IDENTITY_RPC_METHODS } from './identityApi';
import { identityDatabaseModule } from './identityDatabaseModule';
import { organizationPlansFrom, type BillingPlanMethods } from './plans/billingPlans';

/**
 * Runs the identity service on its own (`IDENTITY_SERVICE_URL` in the BFF points here). Plans belong to billing,
 * so identity on its own asks billing's deployment (`BILLING_SERVICE_URL`); its mails go into the shared outbox.
 */
runStandaloneService({
  name: 'identity',
  defaultPort: 3209,
  module: identityDatabaseModule,
  requires: [platformDatabaseModule],
  createApi: (dataSource, { config, mailer, brand }) => {
    if (!config.BILLING_SERVICE_URL || !config.SERVICE_TOKEN)
      throw new Error(
        'BILLING_SERVICE_URL is required to run the identity service on its own (plans belong to billing).',
      );
    const billing = createHttpPositionalClient<BillingPlanMethods, keyof BillingPlanMethods>(
      ['getEffectivePlan', 'startTrial', 'setPlanByAdmin'],
      {
        baseUrl: config.BILLING_SERVICE_URL,
        token: config.SERVICE_TOKEN,
      },
    );
    const identity = createIdentityApi({
      dataSource,
      clock: systemClock,
      mailer,
      brand,
      encryptionKey: deriveEncryptionKey(config.sessionSecret),
      storage: createFileStorage(config),
      plans: organizationPlansFrom(billing),
    });
    return positionalRpcApi(identity, IDENTITY_RPC_METHODS);
  },
});
