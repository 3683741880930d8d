import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { createInProcessContactsApi } from './contactsApi';
import { contactsDatabaseModule } from './contactsDatabaseModule';

/** Runs the contacts service on its own (`CONTACTS_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'contacts',
  defaultPort: 3202,
  module: contactsDatabaseModule,
  createApi: (dataSource) => createInProcessContactsApi(dataSource),
});
