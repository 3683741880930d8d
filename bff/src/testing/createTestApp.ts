import crypto from 'node:crypto';
import type Koa from 'koa';
import type { DataSource } from 'typeorm';
import { contractsRpc, createInProcessContractsApi } from '@immodesk/contracts-service/contractsApi';
import { signingRpc } from '@immodesk/contracts-service/signingApi';
import { financeServiceApis } from '@immodesk/finance/financeApi';
import { loadConfig, type AppConfig } from '@immodesk/platform/config';
import { createLogger } from '@immodesk/platform/logger';
import { systemClock, type Clock } from '@immodesk/platform/ports/clock';
import type { RpcApi } from '@immodesk/platform/rpc/types';
import { serveAreasOverHttp } from '@immodesk/platform/testing/serveAreasOverHttp';
import { createTestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createApp, type AppOptions } from '../app';
import { createServices, DATABASE_MODULES, type Services, type SnsPorts } from '../composition';
import type { AppState } from '../http/appContext';

export type TestApp = {
  app: Koa<AppState>;
  callback: ReturnType<Koa<AppState>['callback']>;
  services: Services;
  config: AppConfig;
  close(): Promise<void>;
};

/** The services `SERVICES_OVER_HTTP` can put behind loopback HTTP servers, each with its configuration key. */
const HTTP_SERVICES: Record<
  string,
  {
    urlKey: string;
    serve(dataSource: DataSource, clock: Clock): { main: RpcApi; areas?: Record<string, RpcApi> };
  }
> = {
  finance: { urlKey: 'FINANCE_SERVICE_URL', serve: financeServiceApis },
  contracts: {
    urlKey: 'CONTRACTS_SERVICE_URL',
    serve: (dataSource, clock) => ({
      main: contractsRpc(createInProcessContractsApi(dataSource, clock)),
      areas: { signing: signingRpc(dataSource, clock) },
    }),
  },
};

/**
 * `SERVICES_OVER_HTTP=finance,contracts`: those services run on loopback HTTP servers (on the same database and
 * clock) and the BFF is composed with their HTTP clients, so the same tests exercise the HTTP pairs.
 */
async function serveServicesOverHttp(
  dataSource: DataSource,
  clock: Clock,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const names = (process.env.SERVICES_OVER_HTTP ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return { env: {}, close: async () => undefined };
  const token = crypto.randomBytes(32).toString('hex');
  const servers = await Promise.all(
    names.map(async (name) => {
      const service = HTTP_SERVICES[name];
      if (!service)
        throw new Error(
          `SERVICES_OVER_HTTP: unknown service "${name}" (known: ${Object.keys(HTTP_SERVICES).join(', ')})`,
        );
      return {
        urlKey: service.urlKey,
        served: await serveAreasOverHttp(service.serve(dataSource, clock), token),
      };
    }),
  );
  return {
    env: {
      SERVICE_TOKEN: token,
      ...Object.fromEntries(servers.map(({ urlKey, served }) => [urlKey, served.baseUrl])),
    },
    close: async () => {
      await Promise.all(servers.map(({ served }) => served.close()));
    },
  };
}

/** The real Koa app on a fresh, migrated database (SQLite, or MariaDB when DATABASE_URL is set). */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; sns?: Partial<SnsPorts> } & Pick<
    AppOptions,
    'shellDir' | 'remoteDirs'
  > &
    Partial<Pick<AppOptions, 'logger'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(DATABASE_MODULES);
  const overHttp = await serveServicesOverHttp(database.dataSource, options.clock ?? systemClock);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `${database.target.kind === 'sqlite' ? database.target.file : '/tmp/immodesk-test'}.data`,
    ...overHttp.env,
    ...options.env,
  });
  const services = createServices(config, database.dataSource, options.clock, undefined, {
    sns: options.sns ?? {},
  });
  const app = createApp({
    config,
    services,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    shellDir: options.shellDir,
    remoteDirs: options.remoteDirs,
  });
  const close = () => services.pdf.close().finally(() => overHttp.close().finally(() => database.drop()));
  return { app, callback: app.callback(), services, config, close };
}

let counter = 0;

/** A new organization with its owner; returns the login and the context to call services directly. */
export async function createOwner(services: Services, overrides: { language?: 'nl' | 'en' | 'fr' } = {}) {
  counter += 1;
  const email = `owner${counter}-${Date.now()}@example.be`;
  const password = 'correct horse battery';
  const context = await services.identity.registerOwner({
    email,
    password,
    firstName: `Owner${counter}`,
    lastName: 'Peeters',
    language: overrides.language ?? 'nl',
    isEmailVerified: true,
  });
  return { email, password, context };
}
