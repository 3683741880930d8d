import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';

/** What the dump and restore commands need from a mysql:// URL; the password travels in MYSQL_PWD, never argv. */
function mysqlConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    args: ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username)],
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
    database,
  };
}

/** MariaDB's client names first (Debian's mariadb-client), then MySQL's. */
function clientCommand(names: string[]): string {
  for (const name of names) {
    if (spawnSync('sh', ['-c', `command -v ${name}`]).status === 0) return name;
  }
  throw new Error(`None of ${names.join(', ')} is installed: install the MariaDB or MySQL client.`);
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv, input?: string, output?: string) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
  await Promise.all([
    output ? pipeline(child.stdout, fs.createWriteStream(output)) : child.stdout.resume(),
    input ? pipeline(fs.createReadStream(input), child.stdin) : child.stdin.end(),
    exited,
  ]);
}

/**
 * A consistent copy of the database: on MySQL/MariaDB `mysqldump --single-transaction` (one snapshot, no table
 * locks on InnoDB); on SQLite the online backup API of better-sqlite3, which copies pages while the product runs.
 */
export async function dumpDatabase(
  target: { databaseUrl?: string; dataSource: DataSource },
  file: string,
): Promise<void> {
  if (target.databaseUrl) {
    const connection = mysqlConnection(target.databaseUrl);
    const dump = clientCommand(['mariadb-dump', 'mysqldump']);
    await run(
      dump,
      [
        ...connection.args,
        '--single-transaction',
        '--routines',
        '--triggers',
        '--hex-blob',
        '--no-tablespaces',
        '--default-character-set=utf8mb4',
        connection.database,
      ],
      connection.env,
      undefined,
      file,
    );
    return;
  }
  const driver = target.dataSource.driver as unknown as {
    databaseConnection: { backup(destination: string): Promise<unknown> };
  };
  await driver.databaseConnection.backup(file);
}

/** Loads a dump into an empty database (MySQL/MariaDB), or puts the SQLite copy in place. */
export async function loadDatabase(target: { databaseUrl?: string; sqlitePath: string }, file: string) {
  if (target.databaseUrl) {
    const connection = mysqlConnection(target.databaseUrl);
    const client = clientCommand(['mariadb', 'mysql']);
    await run(
      client,
      [...connection.args, '--default-character-set=utf8mb4', connection.database],
      connection.env,
      file,
    );
    return;
  }
  await fs.promises.copyFile(file, target.sqlitePath, fs.constants.COPYFILE_EXCL);
}

/** The database's tables: the manifest's record, checked again after a restore. */
export async function tableNames(dataSource: DataSource): Promise<string[]> {
  const mysql = dataSource.options.type === 'mysql';
  const rows = (await dataSource.query(
    mysql
      ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = ?'
      : "SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%'",
    [mysql ? 'BASE TABLE' : 'table'],
  )) as { name: string }[];
  return rows.map((row) => row.name).sort();
}
