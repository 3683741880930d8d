import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { createInProcessAiApi } from './aiApi';
import { aiDatabaseModule } from './aiDatabaseModule';

/** Runs the ai service on its own (`AI_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'ai',
  defaultPort: 3205,
  module: aiDatabaseModule,
  createApi: (dataSource) => createInProcessAiApi(dataSource),
});
