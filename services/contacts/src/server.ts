import { loadConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { createServiceHttpServer } from '@immodesk/platform/rpc/serviceHttpServer';
import { createInProcessContactsApi } from './contactsApi';
import { contactsDatabaseModule } from './contactsDatabaseModule';

/** Runs the contacts service on its own (`CONTACTS_SERVICE_URL` in the BFF points here). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.SERVICE_TOKEN) throw new Error('SERVICE_TOKEN is required to run the contacts service on its own.');
  const target = databaseTarget(config);
  await runMigrations(target, [contactsDatabaseModule]);
  const dataSource = createDataSource(target, [contactsDatabaseModule]);
  await dataSource.initialize();
  const server = createServiceHttpServer(createInProcessContactsApi(dataSource), { token: config.SERVICE_TOKEN, logger });
  const port = Number(process.env.CONTACTS_SERVICE_PORT ?? 3202);
  server.listen(port, config.HOST, () => logger.info({ port }, 'contacts service listening'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
