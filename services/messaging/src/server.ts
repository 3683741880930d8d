import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { channelSettingsFromConfig } from './channels/channelSettings';
import { createInProcessMessagingApi } from './messagingApi';
import { messagingDatabaseModule } from './messagingDatabaseModule';

/** Runs the messaging service on its own (`MESSAGING_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'messaging',
  defaultPort: 3206,
  module: messagingDatabaseModule,
  createApi: (dataSource, { config, logger }) =>
    createInProcessMessagingApi(dataSource, undefined, { ...channelSettingsFromConfig(config), logger }),
});
