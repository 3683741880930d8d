import type { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { createDataSource, databaseTarget, runMigrations } from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import { createLogger } from '../logger';
import type { RpcApi } from './types';
import { createServiceAreasHttpServer } from './serviceAreasHttpServer';

export type StandaloneServiceOptions = {
  /** `properties` → reads `PROPERTIES_SERVICE_PORT`; the BFF's `PROPERTIES_SERVICE_URL` points here. */
  name: string;
  defaultPort: number;
  /** One module, or every area's of a service that has several. */
  module: ServiceDatabaseModule | ServiceDatabaseModule[];
  createApi(dataSource: DataSource): RpcApi;
  /** Further area APIs served at `/<area>/rpc/:method` on the same port (finance: banking, statements, …). */
  createAreas?(dataSource: DataSource): Record<string, RpcApi>;
};

/** Runs one domain service on its own: its migrations, its data source, its RPC server behind SERVICE_TOKEN. */
export function runStandaloneService(options: StandaloneServiceOptions): void {
  const start = async () => {
    const config = loadConfig();
    const logger = createLogger({ level: config.LOG_LEVEL });
    if (!config.SERVICE_TOKEN) throw new Error(`SERVICE_TOKEN is required to run the ${options.name} service on its own.`);
    const target = databaseTarget(config);
    const modules = Array.isArray(options.module) ? options.module : [options.module];
    await runMigrations(target, modules);
    const dataSource = createDataSource(target, modules);
    await dataSource.initialize();
    const server = createServiceAreasHttpServer(options.createApi(dataSource), options.createAreas?.(dataSource) ?? {}, { token: config.SERVICE_TOKEN, logger });
    const port = Number(process.env[`${options.name.toUpperCase()}_SERVICE_PORT`] ?? options.defaultPort);
    server.listen(port, config.HOST, () => logger.info({ port }, `${options.name} service listening`));
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
