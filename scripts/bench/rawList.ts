// The practical ceiling: Koa 3 + the bare driver (mysql2 pool or better-sqlite3) serving the same query as
// GET /api/properties?pageSize=50 — one page of one organization's list columns plus the total — with the
// same JSON shape ({ items, total }), and nothing else (no session, validation, ORM or middleware).
// Env: PORT, ORGANIZATION_ID, and DATABASE_URL (MariaDB/MySQL) or SQLITE_FILE.
import { createRequire } from 'node:module';
import { loadKoa, serve } from './koa3';

type Row = Record<string, unknown> & { rentCents: unknown; isFavourite: unknown };
type ListQuery = (organizationId: string) => Promise<{ items: unknown[]; total: number }>;

const PAGE_SIZE = 50;
const LIST_SQL = `SELECT id, url_code AS urlCode, street, house_number AS houseNumber, bus, postal_code AS postalCode, city,
  country, type, rent_cents AS rentCents, status, occupancy, is_favourite AS isFavourite, latitude, longitude,
  (SELECT photo.id FROM property_photos photo WHERE photo.property_id = properties.id AND photo.is_primary = 1 LIMIT 1) AS primaryPhotoId
  FROM properties WHERE organization_id = ? ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET 0`;
const COUNT_SQL = 'SELECT COUNT(*) AS total FROM properties WHERE organization_id = ?';

/** Same value types as the endpoint: cents as a number (mysql2 may give BIGINT as a string), booleans as booleans. */
function toItem(row: Row): Row {
  return {
    ...row,
    rentCents: row.rentCents === null ? null : Number(row.rentCents),
    isFavourite: Boolean(row.isFavourite),
  };
}

async function mysqlQuery(url: string): Promise<{ list: ListQuery; close: () => Promise<void> }> {
  const mysql = await import('mysql2/promise');
  // The options TypeORM gives mysql2 in services/platform/src/database/createDataSource.ts, same pool size.
  const pool = mysql.createPool({
    uri: url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: ['DATE'],
    supportBigNumbers: true,
    connectionLimit: 20,
  });
  return {
    // Sequential, as TypeORM's getManyAndCount runs them; `query` (text protocol), as TypeORM does.
    list: async (organizationId) => {
      const [rows] = await pool.query(LIST_SQL, [organizationId]);
      const [count] = await pool.query(COUNT_SQL, [organizationId]);
      const total = Number((count as { total: unknown }[])[0]?.total ?? 0);
      return { items: (rows as Row[]).map(toItem), total };
    },
    close: () => pool.end(),
  };
}

type Statement = { all(...params: unknown[]): unknown[]; get(...params: unknown[]): unknown };
type SqliteDatabase = { prepare(sql: string): Statement; pragma(sql: string): unknown; close(): void };
type SqliteConstructor = new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

function sqliteQuery(file: string): { list: ListQuery; close: () => Promise<void> } {
  const Database = createRequire(import.meta.url)('better-sqlite3') as SqliteConstructor;
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const listStatement = db.prepare(LIST_SQL);
  const countStatement = db.prepare(COUNT_SQL);
  return {
    list: async (organizationId) => {
      const rows = listStatement.all(organizationId) as Row[];
      const count = countStatement.get(organizationId) as { total: number } | undefined;
      return { items: rows.map(toItem), total: Number(count?.total ?? 0) };
    },
    close: async () => db.close(),
  };
}

const organizationId = process.env.ORGANIZATION_ID ?? '';
const databaseUrl = process.env.DATABASE_URL;
const sqliteFile = process.env.SQLITE_FILE;
if (!organizationId || (!databaseUrl && !sqliteFile)) {
  console.error('rawList needs ORGANIZATION_ID and DATABASE_URL or SQLITE_FILE');
  process.exit(2);
}
const query = databaseUrl ? await mysqlQuery(databaseUrl) : sqliteQuery(sqliteFile ?? '');

const Koa = await loadKoa();
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/health') {
    ctx.body = { ok: true };
    return;
  }
  ctx.body = await query.list(organizationId);
});
serve(app, query.close);
