// `npm run restore -- <backup folder>` (node dist/server/restore.js): restores a backup of `npm run backup` into an
// empty database (DATABASE_URL, or DATA_DIR's SQLite file) and an empty file store, then checks every table's rows
// and every file's SHA-256 against the backup's manifest. Exit 1 when anything differs or the target is not empty.
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { createFileStorage } from '@immodesk/platform/ports/storage/createFileStorage';
import { restoreBackup } from './backup/restoreBackup';
import { databaseTarget, openDatabase } from './composition';

async function main(folder: string | undefined): Promise<void> {
  if (!folder) {
    console.error('Usage: npm run restore -- <backup folder>');
    process.exit(2);
  }
  const config = loadConfig();
  const restored = await restoreBackup({
    folder,
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.sqlitePath,
    openDatabase: () => openDatabase(databaseTarget(config), { migrate: false }),
    storage: createFileStorage(config),
  });
  console.log(JSON.stringify({ restored: folder, ...restored }));
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
