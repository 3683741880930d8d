import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { createInProcessDocumentsApi } from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';

/** Runs the documents service on its own (`DOCUMENTS_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'documents',
  defaultPort: 3204,
  module: documentsDatabaseModule,
  createApi: (dataSource) => createInProcessDocumentsApi(dataSource),
});
