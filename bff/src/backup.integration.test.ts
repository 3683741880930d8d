import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createEmptyTestTarget } from '@immodesk/platform/testing/testDatabase';
import type { DatabaseTarget } from '@immodesk/platform/database/createDataSource';
import {
  buildCompiledServer,
  runCompiledCommand,
  serverEnvironment,
  startCompiledServer,
  temporaryDir,
} from './testing/compiledServer';

// Issue 27: `npm run backup` while the product runs, `npm run restore` into an empty database and file store, and
// every table's rows and every file's bytes are the same. MariaDB when DATABASE_URL is set (CI), else SQLite.
const cleanups: (() => void | Promise<void>)[] = [];
const children: ChildProcess[] = [];

type Place = { target: DatabaseTarget; dataDir: string; env: NodeJS.ProcessEnv };

async function emptyPlace(): Promise<Place> {
  const database = await createEmptyTestTarget();
  cleanups.push(() => database.drop());
  const dataDir = temporaryDir('immodesk-backup-', cleanups);
  const target: DatabaseTarget =
    database.target.kind === 'mysql'
      ? database.target
      : { kind: 'sqlite', file: path.join(dataDir, 'immodesk.sqlite') };
  const env = serverEnvironment(dataDir, target.kind === 'mysql' ? { DATABASE_URL: target.url } : {});
  return { target, dataDir, env };
}

async function openPlace(place: Place): Promise<DataSource> {
  const dataSource = new DataSource(
    place.target.kind === 'mysql'
      ? {
          type: 'mysql',
          url: place.target.url,
          dateStrings: true,
          supportBigNumbers: true,
          bigNumberStrings: true,
        }
      : { type: 'better-sqlite3', database: place.target.file },
  );
  return dataSource.initialize();
}

/** Every table's rows, each table sorted, as comparable text. */
async function everyRow(place: Place): Promise<Record<string, string[]>> {
  const dataSource = await openPlace(place);
  try {
    const mysql = place.target.kind === 'mysql';
    const tables = (await dataSource.query(
      mysql
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )) as { name: string }[];
    const rows: Record<string, string[]> = {};
    for (const { name } of tables) {
      const quoted = mysql ? `\`${name}\`` : `"${name}"`;
      const records = (await dataSource.query(`SELECT * FROM ${quoted}`)) as unknown[];
      rows[name] = records
        .map((record) =>
          JSON.stringify(record, (_key, value: unknown) =>
            Buffer.isBuffer(value) ? value.toString('hex') : value,
          ),
        )
        .sort();
    }
    return rows;
  } finally {
    await dataSource.destroy();
  }
}

function fileChecksums(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return {};
  const sums: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums[path.relative(root, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return sums;
}

let source: Place;
let backupFolder = '';

beforeAll(async () => {
  buildCompiledServer();
  source = await emptyPlace();
  const server = await startCompiledServer(source.env, children);
  const stopped = new Promise((resolve) => server.child.once('exit', resolve));
  // An owner signs up while the product runs: users, organizations, sessions, limits, the outbox's mail.
  const signup = await fetch(`${server.origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify({
      firstName: 'Eva',
      lastName: 'Janssens',
      email: `backup-${crypto.randomBytes(4).toString('hex')}@example.test`,
      password: 'Sterk-Wachtwoord-2026',
      language: 'nl',
    }),
  });
  expect(signup.status).toBe(201);
  // Files in the store, as uploads leave them: a scan and a photo, one of them binary.
  const store = path.join(source.dataDir, 'files', 'org-1');
  fs.mkdirSync(path.join(store, 'documents'), { recursive: true });
  fs.writeFileSync(path.join(store, 'documents', 'lease-scan'), crypto.randomBytes(200_000));
  fs.mkdirSync(path.join(store, 'photos'), { recursive: true });
  fs.writeFileSync(path.join(store, 'photos', 'front'), 'Kerkstraat 12, Gent');
  // Stopped first, so that the rows compared below are exactly those the backup holds.
  server.child.kill('SIGTERM');
  await stopped;
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('backup and restore', () => {
  it('backs up the database and the file store and prints the folder last', () => {
    const backup = runCompiledCommand('backup.js', [], source.env);
    expect(backup.status, backup.stderr).toBe(0);
    backupFolder = backup.lines.at(-1) ?? '';
    expect(fs.existsSync(path.join(backupFolder, 'manifest.json'))).toBe(true);
    expect(JSON.parse(backup.lines.at(-2) ?? '{}')).toMatchObject({ files: 2 });
  }, 120_000);

  it('restores into an empty database and store with every row and every file the same', async () => {
    const restored = await emptyPlace();
    const restore = runCompiledCommand('restore.js', [backupFolder], restored.env);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.json).toMatchObject({ files: 2 });

    const [before, after] = [await everyRow(source), await everyRow(restored)];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after.users?.length).toBeGreaterThan(0);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(fileChecksums(restored.dataDir)).toEqual(fileChecksums(source.dataDir));

    const again = runCompiledCommand('restore.js', [backupFolder], restored.env);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty|exists/);
  }, 180_000);

  it('keeps the newest BACKUP_KEEP backups', () => {
    const env = { ...source.env, BACKUP_KEEP: '1' };
    const later = runCompiledCommand('backup.js', [], env);
    expect(later.status, later.stderr).toBe(0);
    const folders = fs.readdirSync(path.dirname(backupFolder));
    expect(folders).toEqual([path.basename(later.lines.at(-1) ?? '')]);
  }, 120_000);
});
