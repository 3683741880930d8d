import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { contractsRpc, createInProcessContractsApi } from './contractsApi';
import { contractsDatabaseModule } from './contractsDatabaseModule';

/** Runs the contracts service on its own (`CONTRACTS_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'contracts',
  defaultPort: 3208,
  module: contractsDatabaseModule,
  createApi: (dataSource) => contractsRpc(createInProcessContractsApi(dataSource)),
});
