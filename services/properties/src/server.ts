import { loadConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { createServiceHttpServer } from '@immodesk/platform/rpc/serviceHttpServer';
import { createInProcessPropertiesApi } from './propertiesApi';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';

/** Runs the properties service on its own (`PROPERTIES_SERVICE_URL` in the BFF points here). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.SERVICE_TOKEN) throw new Error('SERVICE_TOKEN is required to run the properties service on its own.');
  const target = databaseTarget(config);
  await runMigrations(target, [propertiesDatabaseModule]);
  const dataSource = createDataSource(target, [propertiesDatabaseModule]);
  await dataSource.initialize();
  const server = createServiceHttpServer(createInProcessPropertiesApi(dataSource), { token: config.SERVICE_TOKEN, logger });
  const port = Number(process.env.PROPERTIES_SERVICE_PORT ?? 3201);
  server.listen(port, config.HOST, () => logger.info({ port }, 'properties service listening'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
