import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { ServiceDatabaseModule } from './serviceModule';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };

export function databaseTarget(config: {
  DATABASE_URL?: string | undefined;
  sqlitePath: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'mysql', url: config.DATABASE_URL }
    : { kind: 'sqlite', file: config.sqlitePath };
}

function baseOptions(target: DatabaseTarget): DataSourceOptions {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    return {
      type: 'better-sqlite3',
      database: target.file,
      // WAL lets the migration connection and the runtime connection share the file, and readers never block.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    type: 'mysql',
    url: target.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // Calendar dates stay `YYYY-MM-DD` strings, exactly as SQLite returns them.
    dateStrings: ['DATE'],
    supportBigNumbers: true,
    extra: { connectionLimit: 20 },
  };
}

/** A data source with the entities of the given modules. Never `synchronize`: the schema comes from migrations. */
export function createDataSource(target: DatabaseTarget, modules: ServiceDatabaseModule[]): DataSource {
  return new DataSource({
    ...baseOptions(target),
    entities: modules.flatMap((module) => module.entities),
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as DataSourceOptions);
}

/**
 * Runs each service's migrations with its own bookkeeping table (`migrations_<service>`),
 * so services evolve and deploy independently on one database.
 */
export async function runMigrations(target: DatabaseTarget, modules: ServiceDatabaseModule[]): Promise<void> {
  for (const module of modules) {
    const source = new DataSource({
      ...baseOptions(target),
      entities: module.entities,
      migrations: module.migrations,
      migrationsTableName: `migrations_${module.name}`,
      synchronize: false,
      logging: false,
    } as DataSourceOptions);
    await source.initialize();
    try {
      await source.runMigrations({ transaction: 'each' });
    } finally {
      await source.destroy();
    }
  }
}

/** Undoes every migration of the given modules, newest module first (used by tests that prove `down` works). */
export async function revertAllMigrations(
  target: DatabaseTarget,
  modules: ServiceDatabaseModule[],
): Promise<void> {
  for (const module of [...modules].reverse()) {
    const source = new DataSource({
      ...baseOptions(target),
      entities: module.entities,
      migrations: module.migrations,
      migrationsTableName: `migrations_${module.name}`,
      logging: false,
    } as DataSourceOptions);
    await source.initialize();
    try {
      for (let i = 0; i < module.migrations.length; i += 1)
        await source.undoLastMigration({ transaction: 'each' });
    } finally {
      await source.destroy();
    }
  }
}
