import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import type { PropertyListQuery } from './domain/property';
import { propertySearchText } from './domain/searchText';
import { PropertyEntity, type PropertyRow } from './entities/PropertyEntity';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';
import { propertyListStatements } from './repositories/propertyRepository';

/** How the database reads `properties` for one statement: the index, or none (a full scan); from the index alone? */
type Access = { index: string | null; fullScan: boolean; covering: boolean };

const STREETS = ['Kerkstraat', 'Stationsstraat', 'Rue Hors-Château', 'Chaussée de Wavre', 'Veldstraat'];
const TYPES = ['house', 'apartment', 'studio'] as const;

function row(organizationId: string, index: number): PropertyRow {
  const street = STREETS[index % STREETS.length] ?? 'Kerkstraat';
  const place = {
    street,
    houseNumber: String(index),
    postalCode: '9000',
    city: 'Gent',
    urlCode: `p-${index}`,
  };
  const createdAt = new Date(Date.UTC(2025, 0, 1) + index * 3_600_000);
  return {
    id: crypto.randomUUID(),
    organizationId,
    ...place,
    bus: null,
    country: 'BE',
    type: TYPES[index % TYPES.length] ?? 'house',
    rentCents: 50_000 + (index % 40) * 2_500,
    description: null,
    status: index % 7 === 0 ? 'archived' : 'active',
    occupancy: index % 3 === 0 ? 'rented' : 'available',
    isFavourite: index % 11 === 0,
    latitude: null,
    longitude: null,
    searchText: propertySearchText(place),
    createdAt,
    updatedAt: createdAt,
  };
}

/** MariaDB's `EXPLAIN` (key, type ALL for a full scan) or SQLite's `EXPLAIN QUERY PLAN` of the reads of `properties`. */
async function accessOf(database: TestDatabase, sql: string, params: unknown[]): Promise<Access[]> {
  const mySql = database.target.kind === 'mysql';
  const rows: Record<string, unknown>[] = await database.dataSource.query(
    `${mySql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`,
    params,
  );
  if (mySql)
    return rows
      .filter((plan) => plan.table === 'properties')
      .map((plan) => ({
        index: plan.key ? String(plan.key) : null,
        fullScan: plan.type === 'ALL',
        covering: /Using index(?! condition)/.test(String(plan.Extra ?? '')),
      }));
  return rows.flatMap((plan) => {
    const match = /^(SEARCH|SCAN) properties(?: USING (COVERING |PRIMARY KEY |)?INDEX ?(\w*))?/.exec(
      String(plan.detail),
    );
    if (!match) return [];
    return [
      {
        index: match[3] || null,
        fullScan: match[1] === 'SCAN' && !match[3],
        covering: match[2] === 'COVERING ',
      },
    ];
  });
}

describe('the property list reads through indexes', () => {
  let database: TestDatabase;
  const organizationId = crypto.randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase([propertiesDatabaseModule]);
    const rows = [
      ...Array.from({ length: 1_500 }, (_, index) => row(organizationId, index)),
      ...Array.from({ length: 1_500 }, (_, index) => row(crypto.randomUUID(), index)),
    ];
    for (let start = 0; start < rows.length; start += 200)
      await database.dataSource.getRepository(PropertyEntity).insert(rows.slice(start, start + 200));
    await database.dataSource.query(
      database.target.kind === 'mysql' ? 'ANALYZE TABLE properties' : 'ANALYZE',
    );
  });

  afterAll(async () => {
    await database?.drop();
  });

  /** The bench's three scenarios (`npm run bench:properties`): ids and count from index entries alone. */
  const benchScenarios: [string, Partial<PropertyListQuery>][] = [
    ['the first page', {}],
    [
      'search + status + price band',
      { q: 'straat', status: 'active', minRentCents: 50_000, maxRentCents: 100_000 },
    ],
    ['a deep page', { page: 20 }],
  ];
  const otherFilters: [string, Partial<PropertyListQuery>][] = [
    ['type and occupancy', { type: 'studio', occupancy: 'rented' }],
    ['favourites', { favourite: true }],
    ['an accented search', { q: 'Château' }],
    ['a rent band', { minRentCents: 80_000 }],
  ];
  const plansOf = async (filters: Partial<PropertyListQuery>) => {
    const statements = propertyListStatements(organizationId, { page: 1, pageSize: 50, ...filters });
    return {
      page: await accessOf(database, statements.page.sql, statements.page.params),
      count: await accessOf(database, statements.count.sql, statements.count.params),
    };
  };

  it.each([...benchScenarios, ...otherFilters])(
    'answers %s and its count through an index, never a full scan',
    async (_, filters) => {
      const { page, count } = await plansOf(filters);
      expect(count.length).toBeGreaterThan(0);
      for (const table of [...page, ...count]) {
        expect(table.fullScan).toBe(false);
        expect(table.index).not.toBeNull();
      }
    },
  );

  it.each(benchScenarios)('reads the ids and the count of %s from an index alone', async (_, filters) => {
    const { page, count } = await plansOf(filters);
    expect(page.some((table) => table.covering)).toBe(true);
    expect(count.every((table) => table.covering)).toBe(true);
  });

  it('pages deep within an index, the page identical to the rows in list order', async () => {
    const statements = propertyListStatements(organizationId, { page: 20, pageSize: 50 });
    const page: { id: string }[] = await database.dataSource.query(
      statements.page.sql,
      statements.page.params,
    );
    const inOrder: { id: string }[] = await database.dataSource.query(
      'SELECT id FROM properties WHERE organization_id = ? ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 950',
      [organizationId],
    );
    expect(page.map((item) => item.id)).toEqual(inOrder.map((item) => item.id));
    const [derived] = await accessOf(
      database,
      `SELECT id FROM properties WHERE organization_id = ? ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 950`,
      [organizationId],
    );
    expect(derived?.covering).toBe(true);
  });
});
