import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../config';
import { createDataSource, databaseTarget, runMigrations } from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import { createLogger, type Logger } from '../logger';
import { OutboxMailer } from '../ports/mail/OutboxMailer';
import { systemClock } from '../ports/clock';
import type { RpcApi } from './types';
import { createServiceAreasHttpServer } from './serviceAreasHttpServer';

/** What a service on its own gets besides its data source: the configuration, the mail outbox, the brand in mails. */
export type StandaloneKernel = {
  config: AppConfig;
  logger: Logger;
  /** Mails go into the outbox table (listed in `requires`); the BFF's delivery job sends them. */
  mailer: OutboxMailer;
  brand: { productName(): string; publicUrl: string };
};

export type StandaloneServiceOptions = {
  /** `properties` → reads `PROPERTIES_SERVICE_PORT`; the BFF's `PROPERTIES_SERVICE_URL` points here. */
  name: string;
  defaultPort: number;
  /** One module, or every area's of a service that has several. */
  module: ServiceDatabaseModule | ServiceDatabaseModule[];
  /** Tables the service also uses, migrated first (the platform's mail outbox, another service it calls in process). */
  requires?: ServiceDatabaseModule[];
  createApi(dataSource: DataSource, kernel: StandaloneKernel): RpcApi;
  /** Further area APIs served at `/<area>/rpc/:method` on the same port (finance: banking, statements, …). */
  createAreas?(dataSource: DataSource, kernel: StandaloneKernel): Record<string, RpcApi>;
};

const DEFAULT_BRANDING_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../infra/branding/default.json',
);

function productNameOf(brandingFile: string): string {
  const branding = JSON.parse(fs.readFileSync(brandingFile, 'utf8')) as { productName?: unknown };
  if (typeof branding.productName !== 'string') throw new Error(`${brandingFile} has no productName.`);
  return branding.productName;
}

/** Runs one domain service on its own: its migrations, its data source, its RPC server behind SERVICE_TOKEN. */
export function runStandaloneService(options: StandaloneServiceOptions): void {
  const start = async () => {
    const config = loadConfig();
    const logger = createLogger({ level: config.LOG_LEVEL });
    if (!config.SERVICE_TOKEN)
      throw new Error(`SERVICE_TOKEN is required to run the ${options.name} service on its own.`);
    const modules = [
      ...(options.requires ?? []),
      ...(Array.isArray(options.module) ? options.module : [options.module]),
    ];
    const target = databaseTarget(config);
    await runMigrations(target, modules);
    const dataSource = createDataSource(target, modules);
    await dataSource.initialize();
    const productName = productNameOf(config.BRANDING_CONFIG ?? DEFAULT_BRANDING_FILE);
    const kernel: StandaloneKernel = {
      config,
      logger,
      mailer: new OutboxMailer(dataSource, systemClock),
      brand: { productName: () => productName, publicUrl: config.publicUrl },
    };
    const server = createServiceAreasHttpServer(
      options.createApi(dataSource, kernel),
      options.createAreas?.(dataSource, kernel) ?? {},
      { token: config.SERVICE_TOKEN, logger },
    );
    const port = Number(process.env[`${options.name.toUpperCase()}_SERVICE_PORT`] ?? options.defaultPort);
    server.listen(port, config.HOST, () => logger.info({ port }, `${options.name} service listening`));
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
