import { systemClock } from '@immodesk/platform/ports/clock';
import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { contractsRpc, createInProcessContractsApi } from './contractsApi';
import { contractsDatabaseModule } from './contractsDatabaseModule';
import { signingDatabaseModule, signingRpc } from './signingApi';

/**
 * Runs the contracts service on its own (`CONTRACTS_SERVICE_URL` in the BFF points here), with its area `signing`
 * at `/signing/rpc` (share links, codes, the audit trail; the methods with files stay in the BFF).
 */
runStandaloneService({
  name: 'contracts',
  defaultPort: 3208,
  module: [contractsDatabaseModule, signingDatabaseModule],
  createApi: (dataSource) => contractsRpc(createInProcessContractsApi(dataSource)),
  createAreas: (dataSource) => ({ signing: signingRpc(dataSource, systemClock) }),
});
