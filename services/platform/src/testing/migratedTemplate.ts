import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { runMigrations, type DatabaseTarget } from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';

/**
 * Set by the server project's global setup (`migratedTemplateSetup.ts`): the folder where one test run keeps its
 * migrated templates. Without it every test database runs its migrations itself.
 */
export const TEMPLATE_DIR_ENV = 'IMMODESK_TEST_TEMPLATE_DIR';

/** Each MariaDB template database of a run leaves `<name>.database` in the template folder, to be dropped after it. */
const DATABASE_MARKER = '.database';

/** The MariaDB template databases created in a run's template folder. */
export function templateDatabases(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(DATABASE_MARKER))
    .map((file) => file.slice(0, -DATABASE_MARKER.length));
}

/** The server (no database) and the base name of the databases a test run derives from `DATABASE_URL`. */
export function mysqlTestServer(databaseUrl: string): { serverUrl: string; baseName: string } {
  const server = new URL(databaseUrl);
  const baseName = server.pathname.replace(/^\//, '') || 'immodesk';
  server.pathname = '/';
  return { serverUrl: server.toString(), baseName };
}

/** The statements that rebuild a migrated MariaDB template in an empty database. */
type MysqlTemplate = { database: string; statements: string[] };

/**
 * Names the schema a list of modules migrates to: the module order, each migration's class name and its `up`
 * source. A changed or added migration gives a new key, so a template is never used for another schema.
 */
function templateKey(kind: DatabaseTarget['kind'], modules: ServiceDatabaseModule[]): string {
  const parts = modules.map((module) => ({
    name: module.name,
    migrations: module.migrations.map((migration) => [migration.name, String(migration.prototype.up)]),
  }));
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([kind, parts]))
    .digest('hex')
    .slice(0, 16);
}

/** Writes a file under its final name in one step, so a reader never sees half of it. */
function publish(file: string, write: (temporary: string) => void): void {
  const temporary = `${file}.${crypto.randomBytes(4).toString('hex')}.partial`;
  write(temporary);
  fs.renameSync(temporary, file);
}

async function sqliteTemplate(dir: string, modules: ServiceDatabaseModule[]): Promise<string> {
  const file = path.join(dir, `${templateKey('sqlite', modules)}.sqlite`);
  if (fs.existsSync(file)) return file;
  const building = `${file}.${crypto.randomBytes(4).toString('hex')}.building`;
  // runMigrations closes its connections, which folds the write-ahead log back into the file.
  await runMigrations({ kind: 'sqlite', file: building }, modules);
  publish(file, (temporary) => fs.renameSync(building, temporary));
  return file;
}

/** The run's MariaDB template of a module list, migrated by the first test file that needs it. */
async function mysqlTemplate(
  dir: string,
  serverUrl: string,
  baseName: string,
  modules: ServiceDatabaseModule[],
): Promise<MysqlTemplate> {
  const key = templateKey('mysql', modules);
  const file = path.join(dir, `${key}.mysql.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as MysqlTemplate;
  const admin = await createConnection({ uri: serverUrl });
  // The test files that start side by side wait for the first one to migrate the template, instead of each
  // migrating its own.
  const lock = `${path.basename(dir)}_${key}`;
  try {
    await admin.query('SELECT GET_LOCK(?, 600)', [lock]);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as MysqlTemplate;
    const template = await buildMysqlTemplate(
      admin,
      dir,
      serverUrl,
      `${baseName}_tpl_${key}_${crypto.randomBytes(4).toString('hex')}`,
      modules,
    );
    publish(file, (temporary) => fs.writeFileSync(temporary, JSON.stringify(template)));
    return template;
  } finally {
    await admin.query('SELECT RELEASE_LOCK(?)', [lock]);
    await admin.end();
  }
}

/** Every table of the migrated template as its own `CREATE TABLE`, then the rows the migrations wrote. */
async function buildMysqlTemplate(
  admin: Connection,
  dir: string,
  serverUrl: string,
  database: string,
  modules: ServiceDatabaseModule[],
): Promise<MysqlTemplate> {
  fs.writeFileSync(path.join(dir, `${database}${DATABASE_MARKER}`), '');
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  await runMigrations({ kind: 'mysql', url: url.toString() }, modules);
  const [tables] = await admin.query<RowDataPacket[]>(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    [database],
  );
  const creates: string[] = [];
  const copies: string[] = [];
  for (const { name } of tables as { name: string }[]) {
    const [[created]] = await admin.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${database}\`.\`${name}\``);
    creates.push(String(created?.['Create Table']));
    const [[counted]] = await admin.query<RowDataPacket[]>(
      `SELECT COUNT(*) AS count FROM \`${database}\`.\`${name}\``,
    );
    if (Number(counted?.count) > 0)
      copies.push(`INSERT INTO \`${name}\` SELECT * FROM \`${database}\`.\`${name}\``);
  }
  return {
    database,
    statements: ['SET FOREIGN_KEY_CHECKS = 0', ...creates, ...copies, 'SET FOREIGN_KEY_CHECKS = 1'],
  };
}

/**
 * Gives an empty test database the schema and rows of the given modules' migrations. Within a test run (the
 * template folder is set) it migrates one template per module list and copies it: the SQLite file, or on MariaDB
 * each table's `CREATE TABLE` and the migrations' rows. Outside one it runs the migrations.
 */
export async function migrateTestDatabase(
  target: DatabaseTarget,
  modules: ServiceDatabaseModule[],
): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir || !fs.existsSync(dir) || modules.length === 0) {
    await runMigrations(target, modules);
    return;
  }
  if (target.kind === 'sqlite') {
    fs.copyFileSync(await sqliteTemplate(dir, modules), target.file);
    return;
  }
  const { serverUrl, baseName } = mysqlTestServer(process.env.DATABASE_URL ?? target.url);
  const template = await mysqlTemplate(dir, serverUrl, baseName, modules);
  const connection = await createConnection({ uri: target.url, multipleStatements: true });
  try {
    await connection.query(template.statements.join(';\n'));
  } finally {
    await connection.end();
  }
}
