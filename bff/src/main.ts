import http from 'node:http';
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { createLogger } from '@immodesk/platform/logger';
import { createApp } from './app';
import { scheduledJobNames } from './backgroundJobs';
import { answerClientErrors } from './http/answerClientErrors';
import { shutDownGracefully } from './http/shutDownGracefully';
import { createServices, databaseTarget, openDatabase, startBackgroundJobs } from './composition';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const dataSource = await openDatabase(databaseTarget(config), {
    migrate: config.MIGRATE_ON_START === 'on',
  });
  const services = createServices(config, dataSource, undefined, logger);
  // JOBS=off (or a list) leaves the other jobs to commands run as CronJobs (`node dist/server/jobs.js <job>`).
  const scheduled = scheduledJobNames(config.JOBS);
  const jobs = startBackgroundJobs(services, config, logger, { only: scheduled });
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
  let stopping: Promise<void> | null = null;
  const shutdown = () => {
    stopping ??= shutDownGracefully({
      server,
      jobs,
      flushJobs: scheduled.filter((name) => name === 'mail-delivery'),
      closeResources: () => services.pdf.close(),
      dataSource,
      logger,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
