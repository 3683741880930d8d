import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource, revertAllMigrations, runMigrations, type DatabaseTarget } from '@immodesk/platform/database/createDataSource';
import { createEmptyTestTarget } from '@immodesk/platform/testing/testDatabase';
import { DATABASE_MODULES } from './composition';

async function tableNames(target: DatabaseTarget): Promise<string[]> {
  const source: DataSource = createDataSource(target, []);
  await source.initialize();
  try {
    const rows: Record<string, string>[] =
      target.kind === 'sqlite'
        ? await source.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        : await source.query('SHOW TABLES');
    return rows.map((row) => String(Object.values(row)[0])).sort();
  } finally {
    await source.destroy();
  }
}

describe('database migrations', () => {
  let database: Awaited<ReturnType<typeof createEmptyTestTarget>>;

  beforeAll(async () => {
    database = await createEmptyTestTarget();
  });
  afterAll(async () => database.drop());

  it('create every mapped table, run twice without change, and undo cleanly', async () => {
    await runMigrations(database.target, DATABASE_MODULES);
    const tables = await tableNames(database.target);
    const mapped = DATABASE_MODULES.flatMap((module) => module.entities.map((entity) => String(entity.options.tableName)));
    const bookkeeping = DATABASE_MODULES.map((module) => `migrations_${module.name}`);
    expect(mapped).toEqual(expect.arrayContaining(['organizations', 'users', 'sessions', 'properties', 'tenants', 'rent_payments', 'documents']));
    expect(tables).toEqual(expect.arrayContaining([...mapped, ...bookkeeping]));
    await runMigrations(database.target, DATABASE_MODULES);
    expect(await tableNames(database.target)).toEqual(tables);

    await revertAllMigrations(database.target, DATABASE_MODULES);
    const remaining = await tableNames(database.target);
    expect(remaining.every((name) => name.startsWith('migrations_'))).toBe(true);
  });
});
