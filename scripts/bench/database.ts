// A throw-away database for the bench: SQLite in a temp DATA_DIR, or a dedicated `<name>_bench` database on the
// server of DATABASE_URL (dropped first and after), then seeded through the product's own code.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServices, databaseTarget, openDatabase } from '@immodesk/bff/composition';
import { loadConfig } from '@immodesk/platform/config';
import { PropertyEntity, type PropertyRow } from '@immodesk/properties/entities/PropertyEntity';
import { propertySearchText } from '@immodesk/properties/domain/searchText';
import { coordinatesForPostalCode } from '@immodesk/properties/geo/postalCodeCoordinates';

export type BenchDatabase = {
  kind: 'sqlite' | 'mariadb';
  /** What the BFF child and the raw route get: DATA_DIR always, DATABASE_URL on MariaDB, SQLITE_FILE on SQLite. */
  env: Record<string, string>;
  description: string;
  cleanup: () => Promise<void>;
};

export type SeedResult = {
  organizations: number;
  records: number;
  email: string;
  password: string;
  organizationId: string;
  seconds: number;
};

/** Creates the bench database; `cleanup` removes it (and the temp DATA_DIR) and is safe to call twice. */
export async function createBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    const sqliteFile = path.join(dataDir, 'immodesk.sqlite');
    return {
      kind: 'sqlite',
      env: { DATA_DIR: dataDir, SQLITE_FILE: sqliteFile },
      description: `SQLite ${sqliteFile}`,
      cleanup: async () => removeDir(),
    };
  }
  const url = new URL(databaseUrl);
  const baseName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'immodesk';
  const name = `${baseName}_bench`;
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name))
    throw new Error(`unexpected database name in DATABASE_URL: ${baseName}`);
  const serverUrl = new URL(url);
  serverUrl.pathname = '/';
  const mysql = await import('mysql2/promise');
  const admin = await mysql.createConnection({ uri: serverUrl.toString() });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  let dropped = false;
  return {
    kind: 'mariadb',
    env: { DATA_DIR: dataDir, DATABASE_URL: benchUrl.toString() },
    description: `MariaDB/MySQL ${url.host}, database ${name} (dropped after the run)`,
    cleanup: async () => {
      removeDir();
      if (dropped) return;
      dropped = true;
      const connection = await mysql.createConnection({ uri: serverUrl.toString() });
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}

const PLACES = [
  ['1000', 'Brussel'],
  ['1050', 'Elsene'],
  ['2000', 'Antwerpen'],
  ['2018', 'Antwerpen'],
  ['3000', 'Leuven'],
  ['4000', 'Liège'],
  ['5000', 'Namur'],
  ['8000', 'Brugge'],
  ['9000', 'Gent'],
  ['9050', 'Gentbrugge'],
] as const;
const STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Rue de la Station',
  'Dorpsstraat',
  'Molenstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Rue Haute',
];
const TYPES = [
  'apartment',
  'house',
  'studio',
  'garage',
  'office',
  'townhouse',
] as const satisfies readonly PropertyRow['type'][];
const URL_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function urlCode(): string {
  return Array.from(
    crypto.randomBytes(10),
    (byte) => URL_CODE_ALPHABET[byte % URL_CODE_ALPHABET.length],
  ).join('');
}

/** A realistic row, like the createProperty use case makes: url code, coordinates from the postal code, mixed values. */
function propertyRow(organizationId: string, index: number, createdAt: Date): PropertyRow {
  const [postalCode, city] = PLACES[index % PLACES.length] ?? PLACES[0];
  const coordinates = coordinatesForPostalCode('BE', postalCode);
  const address = {
    urlCode: urlCode(),
    street: STREETS[index % STREETS.length] ?? 'Kerkstraat',
    houseNumber: String(1 + (index % 180)),
    bus: index % 3 === 0 ? String(1 + (index % 12)) : null,
    postalCode,
    city,
  };
  return {
    id: crypto.randomUUID(),
    organizationId,
    ...address,
    searchText: propertySearchText(address),
    country: 'BE',
    type: TYPES[index % TYPES.length] ?? 'apartment',
    rentCents: index % 10 === 0 ? null : 65_000 + (index % 40) * 2_500,
    description:
      index % 4 === 0 ? 'Lichtrijk appartement met terras, dicht bij het station en de winkels.' : null,
    status: index % 15 === 0 ? 'archived' : 'active',
    occupancy: index % 2 === 0 ? 'rented' : 'available',
    isFavourite: index % 9 === 0,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Seeds `records` properties spread evenly over `organizations` owners (TECH-NOTES: 1,000 over 20). Owners are
 * registered through the identity use case (real password hash); each organization's first property goes through
 * the createProperty use case, the rest are inserted in one transaction through the PropertyEntity repository.
 */
export async function seed(
  env: Record<string, string>,
  records: number,
  organizations: number,
): Promise<SeedResult> {
  const started = performance.now();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });
  const dataSource = await openDatabase(databaseTarget(config));
  try {
    const services = createServices(config, dataSource);
    const password = crypto.randomBytes(12).toString('base64url');
    const owners: { organizationId: string; userId: string; email: string }[] = [];
    for (let i = 0; i < organizations; i += 1) {
      const email = `bench-owner-${i + 1}@immodesk.test`;
      const owner = await services.identity.registerOwner({
        email,
        password,
        firstName: `Bench ${i + 1}`,
        language: 'nl',
        isEmailVerified: true,
      });
      owners.push({ ...owner, email });
    }
    const rows: PropertyRow[] = [];
    const now = Date.now();
    for (const [o, owner] of owners.entries()) {
      const count = Math.floor(records / organizations) + (o < records % organizations ? 1 : 0);
      if (count === 0) continue;
      await services.properties.createProperty(owner, {
        street: 'Kerkstraat',
        houseNumber: '1',
        postalCode: '9000',
        city: 'Gent',
        type: 'apartment',
        rentCents: 95_000,
        country: 'BE',
      });
      // Older than the use-case row, one hour apart, so the list order is stable and realistic.
      for (let i = 1; i < count; i += 1)
        rows.push(
          propertyRow(
            owner.organizationId,
            o * 1000 + i,
            new Date(now - (i * organizations + o) * 3_600_000),
          ),
        );
    }
    await dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PropertyEntity);
      for (let i = 0; i < rows.length; i += 100) await repository.insert(rows.slice(i, i + 100));
    });
    const first = owners[0];
    if (!first) throw new Error('no organization seeded');
    return {
      organizations,
      records,
      email: first.email,
      password,
      organizationId: first.organizationId,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await dataSource.destroy();
  }
}
