import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { createDataSource, type DatabaseTarget } from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import { migrateTestDatabase, mysqlTestServer } from './migratedTemplate';

export type TestDatabase = {
  target: DatabaseTarget;
  dataSource: DataSource;
  drop(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: SQLite in a temp folder, or on MariaDB when DATABASE_URL is set.
 * In a vitest run it is a copy of a template migrated once per module list (`migratedTemplate.ts`).
 */
export async function createTestDatabase(modules: ServiceDatabaseModule[]): Promise<TestDatabase> {
  const target = await createEmptyTestTarget();
  await migrateTestDatabase(target.target, modules);
  const dataSource = createDataSource(target.target, modules);
  await dataSource.initialize();
  return {
    target: target.target,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await target.drop();
    },
  };
}

/** An empty database (no migrations run) with a function that removes it. */
export async function createEmptyTestTarget(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const suffix = crypto.randomBytes(4).toString('hex');
  if (!baseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-test-'));
    return {
      target: { kind: 'sqlite', file: path.join(dir, 'test.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { serverUrl, baseName } = mysqlTestServer(baseUrl);
  const name = `${baseName}_t${suffix}`;
  const admin = await createConnection({ uri: serverUrl });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'mysql', url: url.toString() },
    drop: async () => {
      const connection = await createConnection({ uri: serverUrl });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
