/** What SQLite (better-sqlite3) and MySQL/MariaDB (mysql2) put on a duplicate-key error. */
type DriverErrorFields = { code?: unknown; errno?: unknown };

const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const MYSQL_DUPLICATE_ENTRY = { code: 'ER_DUP_ENTRY', errno: 1062 };

function driverFields(error: unknown): DriverErrorFields[] {
  if (typeof error !== 'object' || error === null) return [];
  const driverError = (error as { driverError?: unknown }).driverError;
  // TypeORM's QueryFailedError keeps the driver's error; a raw driver error is checked as it is.
  return typeof driverError === 'object' && driverError !== null ? [driverError, error] : [error];
}

/**
 * True when a write failed because a unique index (or the primary key) already holds the value: the one place
 * that knows how each database driver reports it, read from the driver's error code, never from its message.
 */
export function isUniqueViolation(error: unknown): boolean {
  return driverFields(error).some(
    ({ code, errno }) =>
      (typeof code === 'string' && SQLITE_UNIQUE_CODES.has(code)) ||
      code === MYSQL_DUPLICATE_ENTRY.code ||
      errno === MYSQL_DUPLICATE_ENTRY.errno,
  );
}

const MYSQL_DEADLOCK = { code: 'ER_LOCK_DEADLOCK', errno: 1213 };

/** True when MySQL/MariaDB chose this statement as a deadlock victim (it was rolled back and may simply run again). */
export function isDeadlock(error: unknown): boolean {
  return driverFields(error).some(
    ({ code, errno }) => code === MYSQL_DEADLOCK.code || errno === MYSQL_DEADLOCK.errno,
  );
}

/**
 * Runs a statement that concurrent writers of the same keys may deadlock on (InnoDB's gap locks on an
 * "insert ignoring duplicates"), again up to `attempts` times; any other error goes through at once.
 */
export async function retryOnDeadlock<T>(statement: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.floor(Math.random() * 20)));
    }
  }
}
