// `node dist/server/migrate.js` (or `npm run migrate`): runs every module's pending migrations and exits; the
// migrations Job of a Kubernetes deployment, before replicas started with MIGRATE_ON_START=off roll out.
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { databaseTarget, migrateDatabase } from './composition';

migrateDatabase(databaseTarget(loadConfig())).then(
  () => {
    console.log(JSON.stringify({ migrations: 'done' }));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
