import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { dumpDatabase, tableNames } from './backupDatabase';

export const BACKUP_PREFIX = 'immodesk-backup-';
export const MANIFEST_FILE = 'manifest.json';

export type BackupManifest = {
  createdAt: string;
  database: { kind: 'mysql' | 'sqlite'; file: string; tables: string[] };
  files: { key: string; bytes: number; sha256: string }[];
};

export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Where a stored key lives inside a backup folder (keys are `<organization>/<area>/<id>`, never `..`). */
export function backupPathOf(folder: string, key: string): string {
  const file = path.resolve(folder, 'files', key);
  if (!file.startsWith(path.resolve(folder, 'files') + path.sep)) throw new Error(`unsafe key ${key}`);
  return file;
}

/**
 * A dated backup folder: the database (a consistent dump, see `dumpDatabase`), then every stored file, and a
 * manifest with the tables and each file's SHA-256 that a restore checks against. Files are copied
 * after the dump: a file added meanwhile is extra, never missing from a row of the dump unless it was deleted.
 */
export async function createBackup(deps: {
  dataSource: DataSource;
  databaseUrl?: string;
  storage: FileStorage;
  backupDir: string;
  now: Date;
}): Promise<{ folder: string; manifest: BackupManifest }> {
  const stamp = deps.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const folder = path.join(deps.backupDir, `${BACKUP_PREFIX}${stamp}`);
  const building = `${folder}.partial`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.join(building, 'files'), { recursive: true });

  const kind = deps.databaseUrl ? 'mysql' : 'sqlite';
  const databaseFile = kind === 'mysql' ? 'database.sql' : 'database.sqlite';
  await dumpDatabase(
    { databaseUrl: deps.databaseUrl, dataSource: deps.dataSource },
    path.join(building, databaseFile),
  );
  const tables = await tableNames(deps.dataSource);

  const files: BackupManifest['files'] = [];
  for await (const key of deps.storage.list()) {
    const target = backupPathOf(building, key);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await pipeline(await deps.storage.get(key), fs.createWriteStream(target));
    files.push({ key, bytes: fs.statSync(target).size, sha256: await sha256Of(target) });
  }
  files.sort((a, b) => a.key.localeCompare(b.key));

  const manifest: BackupManifest = {
    createdAt: deps.now.toISOString(),
    database: { kind, file: databaseFile, tables },
    files,
  };
  fs.writeFileSync(path.join(building, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  // Only a complete backup gets the dated name that retention and restore look for.
  fs.renameSync(building, folder);
  return { folder, manifest };
}

/** Keeps the newest `keep` complete backups of the folder and deletes the older ones; returns what it deleted. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && !name.endsWith('.partial'))
    .sort()
    .reverse();
  const deleted = backups.slice(keep);
  for (const name of deleted) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return deleted;
}
