import { loadConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { createServiceHttpServer } from '@immodesk/platform/rpc/serviceHttpServer';
import { createInProcessAiApi } from './aiApi';
import { aiDatabaseModule } from './aiDatabaseModule';

/** Runs the AI service on its own (`AI_SERVICE_URL` in the BFF points here). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.SERVICE_TOKEN) throw new Error('SERVICE_TOKEN is required to run the AI service on its own.');
  const target = databaseTarget(config);
  await runMigrations(target, [aiDatabaseModule]);
  const dataSource = createDataSource(target, [aiDatabaseModule]);
  await dataSource.initialize();
  const server = createServiceHttpServer(createInProcessAiApi(dataSource), { token: config.SERVICE_TOKEN, logger });
  const port = Number(process.env.AI_SERVICE_PORT ?? 3205);
  server.listen(port, config.HOST, () => logger.info({ port }, 'AI service listening'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
