import http from 'node:http';
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { createLogger } from '@immodesk/platform/logger';
import { createApp } from './app';
import { scheduledJobNames } from './backgroundJobs';
import { answerClientErrors } from './http/answerClientErrors';
import { createServices, databaseTarget, openDatabase, startBackgroundJobs } from './composition';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const dataSource = await openDatabase(databaseTarget(config), {
    migrate: config.MIGRATE_ON_START === 'on',
  });
  const services = createServices(config, dataSource, undefined, logger);
  // JOBS=off (or a list) leaves the other jobs to commands run as CronJobs (`node dist/server/jobs.js <job>`).
  const jobs = startBackgroundJobs(services, config, logger, { only: scheduledJobNames(config.JOBS) });
  const app = createApp({ config, services, logger });
  const server = http.createServer(app.callback());
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const database = config.DATABASE_URL ? 'MySQL/MariaDB' : `SQLite (${config.sqlitePath})`;
    logger.info({ port, database }, 'listening');
    console.log(`\nImmodesk is running at http://localhost:${port}  (database: ${database})\n`);
  });
  const shutdown = () => {
    server.close(
      () =>
        void jobs
          .stop()
          .finally(
            () =>
              void services.pdf
                .close()
                .finally(() => void dataSource.destroy().finally(() => process.exit(0))),
          ),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
