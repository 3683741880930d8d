import { loadConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { createServiceHttpServer } from '@immodesk/platform/rpc/serviceHttpServer';
import { createInProcessDocumentsApi } from './documentsApi';
import { documentsDatabaseModule } from './documentsDatabaseModule';

/** Runs the documents service on its own (`DOCUMENTS_SERVICE_URL` in the BFF points here). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.SERVICE_TOKEN) throw new Error('SERVICE_TOKEN is required to run the documents service on its own.');
  const target = databaseTarget(config);
  await runMigrations(target, [documentsDatabaseModule]);
  const dataSource = createDataSource(target, [documentsDatabaseModule]);
  await dataSource.initialize();
  const server = createServiceHttpServer(createInProcessDocumentsApi(dataSource), { token: config.SERVICE_TOKEN, logger });
  const port = Number(process.env.DOCUMENTS_SERVICE_PORT ?? 3204);
  server.listen(port, config.HOST, () => logger.info({ port }, 'documents service listening'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
