import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { loadDatabase, tableNames } from './backupDatabase';
import { backupPathOf, MANIFEST_FILE, sha256Of, type BackupManifest } from './createBackup';

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a complete backup (no ${MANIFEST_FILE}).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
}

/** Refuses a target that holds anything: a restore never mixes a backup with other data. */
export async function assertEmptyTarget(deps: {
  databaseUrl?: string;
  sqlitePath: string;
  openDatabase: () => Promise<DataSource>;
  storage: FileStorage;
}): Promise<void> {
  if (deps.databaseUrl) {
    const dataSource = await deps.openDatabase();
    try {
      if ((await tableNames(dataSource)).length > 0)
        throw new Error('The database is not empty: restore into an empty one.');
    } finally {
      await dataSource.destroy();
    }
  } else if (fs.existsSync(deps.sqlitePath)) {
    throw new Error(`${deps.sqlitePath} exists: restore into an empty DATA_DIR.`);
  }
  for await (const key of deps.storage.list()) {
    throw new Error(`The file store is not empty (${key}): restore into an empty one.`);
  }
}

/** Loads the backup's database and files, checking every file's SHA-256, then that every table is there. */
export async function restoreBackup(deps: {
  folder: string;
  databaseUrl?: string;
  sqlitePath: string;
  openDatabase: () => Promise<DataSource>;
  storage: FileStorage;
}): Promise<{ tables: number; files: number }> {
  const manifest = readManifest(deps.folder);
  if ((manifest.database.kind === 'mysql') !== Boolean(deps.databaseUrl)) {
    throw new Error(`This backup holds a ${manifest.database.kind} database; set DATABASE_URL accordingly.`);
  }
  await assertEmptyTarget(deps);
  await loadDatabase(deps, path.join(deps.folder, manifest.database.file));
  for (const file of manifest.files) {
    const source = backupPathOf(deps.folder, file.key);
    if ((await sha256Of(source)) !== file.sha256) throw new Error(`${file.key} differs from the manifest.`);
    await deps.storage.put(file.key, fs.readFileSync(source), 'application/octet-stream');
  }

  const dataSource = await deps.openDatabase();
  try {
    const tables = await tableNames(dataSource);
    if (JSON.stringify(tables) !== JSON.stringify(manifest.database.tables)) {
      throw new Error('The restored database does not hold the tables of the backup.');
    }
    let files = 0;
    for await (const key of deps.storage.list()) {
      if (manifest.files.some((file) => file.key === key)) files += 1;
    }
    if (files !== manifest.files.length)
      throw new Error('Some files of the backup are missing after the restore.');
    return { tables: tables.length, files };
  } finally {
    await dataSource.destroy();
  }
}
