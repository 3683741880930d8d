import { loadConfig } from '@immodesk/platform/config';
import { runStandaloneService } from '@immodesk/platform/rpc/runStandaloneService';
import { createGeocoder } from './geo/geocoder';
import { createInProcessPropertiesApi } from './propertiesApi';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';

/** Runs the properties service on its own (`PROPERTIES_SERVICE_URL` in the BFF points here). */
runStandaloneService({
  name: 'properties',
  defaultPort: 3201,
  module: propertiesDatabaseModule,
  createApi: (dataSource) =>
    createInProcessPropertiesApi(dataSource, { geocoder: createGeocoder(loadConfig()) }),
});
