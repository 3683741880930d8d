// `npm run backup` (node dist/server/backup.js): a dated backup of the database and the file store in BACKUP_DIR
// (default DATA_DIR/backups), keeping the newest BACKUP_KEEP; reads DATABASE_URL / DATA_DIR like `npm start`.
// The last line printed is the backup's folder.
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { createFileStorage } from '@immodesk/platform/ports/storage/createFileStorage';
import { createBackup, pruneBackups } from './backup/createBackup';
import { databaseTarget, openDatabase } from './composition';

async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(databaseTarget(config), { migrate: false });
  try {
    const { folder, manifest } = await createBackup({
      dataSource,
      databaseUrl: config.DATABASE_URL,
      storage: createFileStorage(config),
      backupDir: config.backupDir,
      now: new Date(),
    });
    const deleted = pruneBackups(config.backupDir, config.BACKUP_KEEP);
    console.log(
      JSON.stringify({ tables: manifest.database.tables.length, files: manifest.files.length, deleted }),
    );
    console.log(folder);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
