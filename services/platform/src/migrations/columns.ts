import {
  Table,
  TableColumn,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
  type TableIndexOptions,
} from 'typeorm';

/*
 * The column and index shapes the services' migrations share.
 * Migrations that already ran on production databases call these helpers: changing one changes history.
 * Never edit a helper's output; a new shape gets a new helper.
 */

type Extras = Omit<TableColumnOptions, 'name' | 'type'>;

/** The extras of a nullable column: `column.text('notes', nullable)`. */
export const nullable = { isNullable: true } as const;

function uuid(name: string, extras: Extras = {}): TableColumnOptions {
  return { name, type: 'varchar', length: '36', ...extras };
}

function instant(name: string, extras: Extras = {}): TableColumnOptions {
  return { name, type: 'datetime', precision: 3, ...extras };
}

/** Column options by shape: `column.varchar('first_name', 100, nullable)`. */
export const column = {
  /** The primary key every table has: a UUID as `varchar(36)`. */
  id: (name = 'id'): TableColumnOptions => uuid(name, { isPrimary: true }),
  /** A UUID (or other 36-character key) as `varchar(36)`. */
  uuid,
  organizationId: (extras: Extras = {}): TableColumnOptions => uuid('organization_id', extras),
  /** The two columns an organization's table starts with: `id` and `organization_id`. */
  idAndOrganization: (): TableColumnOptions[] => [uuid('id', { isPrimary: true }), uuid('organization_id')],
  varchar: (name: string, length: number, extras: Extras = {}): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    ...extras,
  }),
  /** An instant with milliseconds (`datetime(3)`, UTC). */
  instant,
  /** `created_at` and `updated_at` as instants with milliseconds. */
  timestamps: (): TableColumnOptions[] => [instant('created_at'), instant('updated_at')],
  /** A `datetime` without fractional seconds (the oldest tables). */
  datetime: (name: string, extras: Extras = {}): TableColumnOptions => ({
    name,
    type: 'datetime',
    ...extras,
  }),
  /** A calendar date (`YYYY-MM-DD`). */
  date: (name: string, extras: Extras = {}): TableColumnOptions => ({ name, type: 'date', ...extras }),
  /** Amounts in cents and byte sizes. */
  bigint: (name: string, extras: Extras = {}): TableColumnOptions => ({ name, type: 'bigint', ...extras }),
  int: (name: string, extras: Extras = {}): TableColumnOptions => ({ name, type: 'int', ...extras }),
  text: (name: string, extras: Extras = {}): TableColumnOptions => ({ name, type: 'text', ...extras }),
  boolean: (name: string, extras: Extras = {}): TableColumnOptions => ({ name, type: 'boolean', ...extras }),
};

export function index(name: string, columnNames: string[]): TableIndexOptions {
  return { name, columnNames };
}

export function uniqueIndex(name: string, columnNames: string[]): TableIndexOptions {
  return { name, columnNames, isUnique: true };
}

/** Adds the columns to an existing table, in the given order. */
export async function addColumns(
  queryRunner: QueryRunner,
  tableName: string,
  columns: TableColumnOptions[],
): Promise<void> {
  await queryRunner.addColumns(
    tableName,
    columns.map((options) => new TableColumn(options)),
  );
}

/** Drops the columns from the table one by one, last first: the `down` of `addColumns` with the same list. */
export async function dropColumns(
  queryRunner: QueryRunner,
  tableName: string,
  columns: TableColumnOptions[],
): Promise<void> {
  for (const { name } of [...columns].reverse()) await queryRunner.dropColumn(tableName, name);
}

/** Creates each index on the table, one statement per index, in the given order. */
export async function createIndexes(
  queryRunner: QueryRunner,
  tableName: string,
  indexes: TableIndexOptions[],
): Promise<void> {
  for (const index of indexes) await queryRunner.createIndex(tableName, new TableIndex(index));
}

/** Creates the table, then its indexes one by one (as `createIndexes`). */
export async function createTable(
  queryRunner: QueryRunner,
  name: string,
  { columns, indexes = [] }: { columns: TableColumnOptions[]; indexes?: TableIndexOptions[] },
): Promise<void> {
  await queryRunner.createTable(new Table({ name, columns }));
  await createIndexes(queryRunner, name, indexes);
}

/** A table's columns and its indexes, as `createTable` takes them. */
export type TableDefinition = { columns: TableColumnOptions[]; indexes?: TableIndexOptions[] };

/**
 * The migration that only creates tables: `up` creates each (as `createTable`) in the given order, `down` drops
 * them last first. Extend it under the migration's own name, which TypeORM records:
 * `export class CreateTenants1732300300000 extends tablesMigration({ tenants: { columns, indexes } }) {}`.
 */
export function tablesMigration(tables: Record<string, TableDefinition>): new () => MigrationInterface {
  return class implements MigrationInterface {
    async up(queryRunner: QueryRunner): Promise<void> {
      for (const [name, definition] of Object.entries(tables))
        await createTable(queryRunner, name, definition);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const name of Object.keys(tables).reverse()) await queryRunner.dropTable(name);
    }
  };
}

/**
 * The migration that only adds columns to one table (as `addColumns`); `down` drops them (as `dropColumns`).
 * `export class AddTenantNotes1732300300002 extends columnsMigration('tenants', [column.text('notes', nullable)]) {}`.
 */
export function columnsMigration(
  tableName: string,
  columns: TableColumnOptions[],
): new () => MigrationInterface {
  return class implements MigrationInterface {
    async up(queryRunner: QueryRunner): Promise<void> {
      await addColumns(queryRunner, tableName, columns);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      await dropColumns(queryRunner, tableName, columns);
    }
  };
}
