import type { DataSource } from 'typeorm';

/**
 * Tables a refused request may write to by design: sessions (last seen), rate-limit counters, sign-in attempts,
 * request and security logs, the migrations' bookkeeping.
 */
const VOLATILE_TABLE =
  /(^|_)(sessions?|rate_limits?|rate_limit_\w+|login_attempts|sign_in_attempts|logs?|\w+_log|migrations(_\w+)?)$/;

export type DatabaseDump = Record<string, string[]>;

/**
 * Every row of every table except the volatile ones, each as JSON, sorted; without the rows of `excludeOrganizationId`
 * (the attacker's own organization, whose refused attempts may be recorded against it).
 */
export async function dumpDatabase(
  dataSource: DataSource,
  options: { excludeOrganizationId?: string } = {},
): Promise<DatabaseDump> {
  const isSqlite = dataSource.options.type === 'better-sqlite3';
  const tables: { name: string }[] = await dataSource.query(
    isSqlite
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
      : 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
  );
  const dump: DatabaseDump = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLE.test(name)) continue;
    const rows: Record<string, unknown>[] = await dataSource
      .createQueryBuilder()
      .select('*')
      .from(name, 't')
      .getRawMany();
    dump[name] = rows
      .filter(
        (row) => !options.excludeOrganizationId || row.organization_id !== options.excludeOrganizationId,
      )
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('base64') : value,
        ),
      )
      .sort();
  }
  return dump;
}

/** The tables whose rows differ between two dumps, with the rows only in one of them. */
export function dumpDifferences(before: DatabaseDump, after: DatabaseDump) {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].flatMap((table) => {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const removed = [...was].filter((row) => !is.has(row));
    const added = [...is].filter((row) => !was.has(row));
    return removed.length + added.length > 0 ? [{ table, removed, added }] : [];
  });
}
