import type { DataSource, EntityManager, EntitySchema, ObjectLiteral } from 'typeorm';

/**
 * One multi-row INSERT of whole rows, built from the entity's metadata with each value prepared by the driver as
 * TypeORM would. Written by hand because TypeORM's insert builder spends more time on 1,000 rows than the database
 * does storing them (a first rent-schedule back-fill writes 80,000, a statement import 5,000 lines). With
 * `ignoreDuplicates` the rows a unique index already holds are skipped (`INSERT IGNORE` on MySQL/MariaDB,
 * `INSERT OR IGNORE` on SQLite); without, such a row fails the whole statement. The caller keeps a statement's
 * values under SQLite's 32,766 parameters.
 */
export async function insertRows<T extends ObjectLiteral>(
  target: DataSource | EntityManager,
  entity: EntitySchema<T>,
  rows: readonly T[],
  { ignoreDuplicates }: { ignoreDuplicates: boolean },
): Promise<void> {
  if (rows.length === 0) return;
  const dataSource = 'manager' in target ? target : target.dataSource;
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(entity);
  const { columns } = metadata;
  const type = dataSource.options.type;
  const ignore = ignoreDuplicates ? (type === 'mysql' || type === 'mariadb' ? ' IGNORE' : ' OR IGNORE') : '';
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const values: unknown[] = [];
  for (const row of rows)
    for (const column of columns)
      values.push(driver.preparePersistentValue(column.getEntityValue(row), column) ?? null);
  await target.query(
    `INSERT${ignore} INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${rows.map(() => placeholders).join(', ')}`,
    values,
  );
}

/** `insertRows` skipping the rows a unique index already holds. */
export const insertIgnoringDuplicates = <T extends ObjectLiteral>(
  target: DataSource | EntityManager,
  entity: EntitySchema<T>,
  rows: readonly T[],
) => insertRows(target, entity, rows, { ignoreDuplicates: true });
