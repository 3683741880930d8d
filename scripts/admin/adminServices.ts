import { createServices, databaseTarget, openDatabase, type Services } from '@immodesk/bff/composition';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig, type AppConfig } from '@immodesk/platform/config';
import { AppError } from '@immodesk/platform/errors';

/** Every service in-process on `dataSource`, whatever *_SERVICE_URL says: scripts write to the database they opened. */
export function createInProcessServices(config: AppConfig, dataSource: DataSource): Services {
  return createServices(
    {
      ...config,
      PROPERTIES_SERVICE_URL: undefined,
      CONTACTS_SERVICE_URL: undefined,
      FINANCE_SERVICE_URL: undefined,
      DOCUMENTS_SERVICE_URL: undefined,
      AI_SERVICE_URL: undefined,
      MESSAGING_SERVICE_URL: undefined,
      CONTRACTS_SERVICE_URL: undefined,
      IDENTITY_SERVICE_URL: undefined,
      BILLING_SERVICE_URL: undefined,
    },
    dataSource,
  );
}

/**
 * Runs an administrator's command against the database `npm start` uses (DATA_DIR or DATABASE_URL), with every
 * service in-process, and exits non-zero with a readable message when it fails.
 */
export function runAdminCommand(
  usage: string,
  command: (services: Services, args: string[]) => Promise<string>,
): void {
  const run = async () => {
    const args = process.argv.slice(2);
    const config = loadConfig();
    const dataSource = await openDatabase(databaseTarget(config));
    try {
      const services = createInProcessServices(config, dataSource);
      console.log(await command(services, args));
    } finally {
      await dataSource.destroy();
    }
  };
  run().catch((error: unknown) => {
    // Exit 2: the command was used wrongly or refused what it was given; 1: it failed.
    if (error instanceof UsageError) {
      console.error(`${error.message}\nUsage: ${usage}`);
      process.exit(2);
    }
    if (error instanceof AppError) console.error(`Refused (${error.code}: ${error.messageKey})`);
    else console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}

export class UsageError extends Error {}
