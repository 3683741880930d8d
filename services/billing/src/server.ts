import { platformDatabaseModule } from '@immodesk/platform/platformDatabaseModule';
import { systemClock } from '@immodesk/platform/ports/clock';
import { positionalRpcApi } from '@immodesk/platform/rpc/positionalRpc';
import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { BILLING_RPC_METHODS, createBillingApi } from './billingApi';
import { billingDatabaseModule } from './billingDatabaseModule';
import { createPaymentProvider, providerBankAccount } from './ports/createPaymentProvider';

/** Runs the billing service on its own (`BILLING_SERVICE_URL` in the BFF points here), with the same Stripe settings. */
runStandaloneService({
  name: 'billing',
  defaultPort: 3210,
  module: billingDatabaseModule,
  requires: [platformDatabaseModule],
  createApi: (dataSource, { config, logger, mailer, brand }) =>
    positionalRpcApi(
      createBillingApi({
        dataSource,
        clock: systemClock,
        mailer,
        provider: createPaymentProvider(config),
        bankAccount: providerBankAccount(config),
        brand,
        onProviderError: (error, operation) =>
          logger.warn({ err: error, operation }, 'payment provider call failed'),
      }),
      BILLING_RPC_METHODS,
    ),
});
