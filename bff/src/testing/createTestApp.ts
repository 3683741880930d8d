import type Koa from 'koa';
import { loadConfig, type AppConfig } from '@immodesk/platform/config';
import { createLogger } from '@immodesk/platform/logger';
import type { Clock } from '@immodesk/platform/ports/clock';
import { createTestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createApp, type AppOptions } from '../app';
import { createServices, DATABASE_MODULES, type Services } from '../composition';
import type { AppState } from '../http/appContext';

export type TestApp = {
  app: Koa<AppState>;
  callback: ReturnType<Koa<AppState>['callback']>;
  services: Services;
  config: AppConfig;
  close(): Promise<void>;
};

/** The real Koa app on a fresh, migrated database (SQLite, or MariaDB when DATABASE_URL is set). */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock } & Pick<AppOptions, 'shellDir' | 'remoteDirs'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(DATABASE_MODULES);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `${database.target.kind === 'sqlite' ? database.target.file : '/tmp/immodesk-test'}.data`, ...options.env });
  const services = createServices(config, database.dataSource, options.clock);
  const app = createApp({ config, services, logger: createLogger({ level: 'silent' }), shellDir: options.shellDir, remoteDirs: options.remoteDirs });
  return { app, callback: app.callback(), services, config, close: () => services.pdf.close().finally(() => database.drop()) };
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
