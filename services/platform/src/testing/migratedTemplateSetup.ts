import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { mysqlTestServer, TEMPLATE_DIR_ENV, templateDatabases } from './migratedTemplate';

/**
 * The server project's vitest global setup: one template folder for this run (inherited by the test workers), so
 * each module list is migrated once and copied into every test database; afterwards the folder and the MariaDB
 * template databases are removed.
 */
export default function setup(): () => Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-templates-'));
  process.env[TEMPLATE_DIR_ENV] = dir;
  return async () => {
    const databases = templateDatabases(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl || databases.length === 0) return;
    const admin = await createConnection({ uri: mysqlTestServer(databaseUrl).serverUrl });
    try {
      for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    } finally {
      await admin.end();
    }
  };
}
