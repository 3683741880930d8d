import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@immodesk/platform/config';
import { createDataSource } from '@immodesk/platform/database/createDataSource';
import { createLogger } from '@immodesk/platform/logger';
import { createApp } from '../bff/src/app';
import { createServices, DATABASE_MODULES } from '../bff/src/composition';
import { inventoryRows, routeInventory } from '../bff/src/security/routeInventory';

/**
 * `npm run routes [-- --json]`: every route the BFF registers (development build, so the dev and diagnostics routes
 * are listed too) with its auth decision and the schema of each input; exits 1 when a route lacks one.
 */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-routes-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  // The routes only keep the services; nothing is queried, so the database is never opened.
  const dataSource = createDataSource({ kind: 'sqlite', file: ':memory:' }, DATABASE_MODULES);
  const services = createServices(config, dataSource);
  const app = createApp({ config, services, logger: createLogger({ level: 'silent' }) });
  const rows = inventoryRows(routeInventory(app));
  await services.pdf.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else
    console.table(
      rows.map(({ problems, ...row }) => ({ ...row, problems: problems.join('; ') })),
      ['method', 'path', 'access', 'params', 'query', 'body', 'problems'],
    );
  const missing = rows.filter((row) => row.problems.length > 0);
  console.error(`${rows.length} routes, ${missing.length} with problems.`);
  process.exitCode = missing.length > 0 ? 1 : 0;
}

void main();
