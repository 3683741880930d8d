import { loadConfig } from '@immodesk/platform/config';
import { createDataSource, databaseTarget, runMigrations } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { systemClock } from '@immodesk/platform/ports/clock';
import { createServiceHttpServer } from '@immodesk/platform/rpc/serviceHttpServer';
import { createInProcessFinanceApi } from './financeApi';
import { financeDatabaseModule } from './financeDatabaseModule';

/** Runs the finance service on its own (`FINANCE_SERVICE_URL` in the BFF points here). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  if (!config.SERVICE_TOKEN) throw new Error('SERVICE_TOKEN is required to run the finance service on its own.');
  const target = databaseTarget(config);
  await runMigrations(target, [financeDatabaseModule]);
  const dataSource = createDataSource(target, [financeDatabaseModule]);
  await dataSource.initialize();
  const server = createServiceHttpServer(createInProcessFinanceApi(dataSource, systemClock), { token: config.SERVICE_TOKEN, logger });
  const port = Number(process.env.FINANCE_SERVICE_PORT ?? 3203);
  server.listen(port, config.HOST, () => logger.info({ port }, 'finance service listening'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
