import { describe, expect, it } from 'vitest';
import type { Table } from 'typeorm';
import {
  createDataSource,
  revertAllMigrations,
  runMigrations,
  type DatabaseTarget,
} from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import { createEmptyTestTarget } from './testDatabase';

export type SchemaSnapshot = Record<string, { columns: string[]; indexes: string[]; foreignKeys: string[] }>;

function describeTable(table: Table): SchemaSnapshot[string] {
  const columns = table.columns.map((column) =>
    [
      column.name,
      column.type,
      column.length,
      column.isNullable ? 'null' : 'not null',
      column.isPrimary ? 'primary' : '',
      column.default ?? '',
    ].join(' '),
  );
  const indexes = [
    ...table.indices.map(
      (index) => `${index.isUnique ? 'unique ' : ''}${index.name ?? ''} (${index.columnNames.join(', ')})`,
    ),
    ...table.uniques.map((unique) => `unique ${unique.name ?? ''} (${unique.columnNames.join(', ')})`),
  ];
  const foreignKeys = table.foreignKeys.map(
    (key) =>
      `(${key.columnNames.join(', ')}) -> ${key.referencedTableName} (${key.referencedColumnNames.join(', ')}) ${key.onDelete ?? ''}`,
  );
  return { columns: columns.sort(), indexes: indexes.sort(), foreignKeys: foreignKeys.sort() };
}

/** The tables of a database with their columns, indexes and foreign keys, in a stable order. */
export async function readSchema(target: DatabaseTarget): Promise<SchemaSnapshot> {
  const dataSource = createDataSource(target, []);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    // Only this database's tables (getTables() alone reads every schema on a MariaDB server); SQLite's own
    // bookkeeping (sqlite_sequence) is not part of the schema a migration writes.
    const rows: Record<string, unknown>[] =
      target.kind === 'sqlite'
        ? await runner.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          )
        : await runner.query('SHOW TABLES');
    const tables = await runner.getTables(rows.map((row) => String(Object.values(row)[0])));
    const entries = tables.map(
      (table) => [table.name.split('.').pop() ?? table.name, describeTable(table)] as const,
    );
    return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

export type MigrationChecks = {
  /** The describe title; defaults to "<module names> migrations". */
  title?: string;
  /** Extra assertions on the schema right after the first run (which tables a composition must have). */
  assertApplied?: (schema: SchemaSnapshot) => void;
};

/**
 * The one migration test every service database module shares: its migrations apply on an empty database,
 * change nothing when run again, undo completely, and apply again to exactly the same schema
 * (SQLite, and MariaDB when DATABASE_URL is set). Several modules are migrated in the given order.
 */
export function describeMigrations(
  modules: ServiceDatabaseModule | ServiceDatabaseModule[],
  checks: MigrationChecks = {},
): void {
  const list = Array.isArray(modules) ? modules : [modules];
  const bookkeeping = list.map((module) => `migrations_${module.name}`).sort();
  describe(checks.title ?? `${list.map((module) => module.name).join(', ')} migrations`, () => {
    it('apply once, undo cleanly and apply again to the same schema', async () => {
      const empty = await createEmptyTestTarget();
      try {
        await runMigrations(empty.target, list);
        const applied = await readSchema(empty.target);
        expect(Object.keys(applied)).toEqual(expect.arrayContaining(bookkeeping));
        checks.assertApplied?.(applied);
        await runMigrations(empty.target, list);
        expect(await readSchema(empty.target)).toEqual(applied);

        await revertAllMigrations(empty.target, list);
        expect(Object.keys(await readSchema(empty.target)).sort()).toEqual(bookkeeping);

        await runMigrations(empty.target, list);
        expect(await readSchema(empty.target)).toEqual(applied);
      } finally {
        await empty.drop();
      }
      // DDL on MariaDB is slow: every migration of a whole composition runs three times here.
    }, 300_000);
  });
}
