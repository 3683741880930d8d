import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Rows per statement: keeps every chunk under SQLite's 32,766 and MySQL's 65,535 bound parameters. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts many rows of an entity as plain multi-row `INSERT` statements with positional parameters. TypeORM's
 * insert builder names every parameter and looks each one up again, which for a 1,000-row chunk spent more CPU
 * than the database took to write it (the rent-roll import's 130,000 due items). Values go through the driver's
 * own conversion (transformers, dates), so the rows are stored exactly as `repository.insert` stores them.
 * `ignoreDuplicates`: `INSERT IGNORE` on MySQL, `INSERT OR IGNORE` on SQLite. A column a row leaves out (undefined)
 * takes its default. The rent schedule's back-fill and the statement import write through it too.
 */
export async function insertRows<T extends ObjectLiteral>(
  on: DataSource | EntityManager,
  target: EntityTarget<T>,
  rows: readonly T[],
  options: { ignoreDuplicates?: boolean } = {},
): Promise<void> {
  const manager = 'manager' in on ? on.manager : on;
  // Rows that leave out different columns (to take their defaults) go in separate statements.
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .sort()
      .join(',');
    const group = groups.get(keys);
    if (group) group.push(row);
    else groups.set(keys, [row]);
  }
  for (const group of groups.values()) await insertAlike(manager, target, group, options);
}

async function insertAlike<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: readonly T[],
  options: { ignoreDuplicates?: boolean },
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const metadata = manager.connection.getMetadata(target);
  const { driver } = manager.connection;
  const columns = metadata.columns.filter((column) => first[column.propertyName] !== undefined);
  const quote = (name: string) => driver.escape(name);
  const isSqlite = manager.connection.options.type === 'better-sqlite3';
  const verb = options.ignoreDuplicates ? (isSqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE') : 'INSERT';
  const names = columns.map((column) => quote(column.databaseName)).join(', ');
  const head = `${verb} INTO ${quote(metadata.tableName)} (${names}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let index = 0; index < rows.length; index += perChunk) {
    const chunk = rows.slice(index, index + perChunk);
    const parameters: unknown[] = [];
    for (const row of chunk)
      for (const column of columns)
        parameters.push(driver.preparePersistentValue(column.getEntityValue(row), column));
    await manager.query(head + chunk.map(() => tuple).join(', '), parameters);
  }
}

/** `insertRows` skipping the rows a unique index already holds. */
export const insertIgnoringDuplicates = <T extends ObjectLiteral>(
  on: DataSource | EntityManager,
  target: EntityTarget<T>,
  rows: readonly T[],
) => insertRows(on, target, rows, { ignoreDuplicates: true });
