import { databaseTarget, openDatabase } from '@immodesk/bff/composition';
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { createInProcessServices } from './admin/adminServices';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD, seedDemo } from './demo/seedDemo';

/**
 * `npm run seed:demo`: (re)creates the demo organization in the database `npm start` uses (DATA_DIR or
 * DATABASE_URL). Safe to run again: the previous demo organization is removed first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const email = process.env.DEMO_EMAIL ?? DEFAULT_DEMO_EMAIL;
  const password = process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const dataSource = await openDatabase(databaseTarget(config));
  try {
    const services = createInProcessServices(config, dataSource);
    const { counts } = await seedDemo(services, { email, password });
    const database = config.DATABASE_URL ? 'MySQL/MariaDB (DATABASE_URL)' : `SQLite (${config.sqlitePath})`;
    console.log(`Demo data ready in ${database}:`);
    console.log(
      `  ${counts.properties} properties, ${counts.tenants} tenants, ${counts.contractors} contractors, ${counts.tasks} tasks, ${counts.rentPayments} rent due items, ${counts.documents} documents, ${counts.conversations} AI conversations, ${counts.notifications} notifications`,
    );
    console.log(`\n  Open:     ${config.publicUrl}/login`);
    console.log(`  E-mail:   ${email}`);
    console.log(`  Password: ${password}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
