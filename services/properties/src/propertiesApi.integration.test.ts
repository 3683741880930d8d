import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZListPropertiesQuery } from '@immodesk/contracts/properties/listProperties.contract';
import { AppError } from '@immodesk/platform/errors';
import { createDataSource, runMigrations } from '@immodesk/platform/database/createDataSource';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { randomContext } from '@immodesk/platform/testing/errorOf';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createEmptyTestTarget } from '@immodesk/platform/testing/testDatabase';
import { createHttpPropertiesApi, createInProcessPropertiesApi, type PropertiesApi } from './propertiesApi';
import { propertiesDatabaseModule } from './propertiesDatabaseModule';
import { newProperty } from './testing/newProperty';

const ownerA = randomContext();
const ownerB = randomContext();
const query = (overrides: Record<string, string> = {}) => ZListPropertiesQuery.parse(overrides);

const service = serviceOverHttp({
  modules: [propertiesDatabaseModule],
  inProcess: ({ dataSource }) => createInProcessPropertiesApi(dataSource),
  client: createHttpPropertiesApi,
});

// The same behaviour must hold whether the BFF calls the service in-process or over HTTP.
describe.each([
  ['in-process', () => service.inProcess],
  ['over HTTP', () => service.overHttp],
])('properties service %s', (_, makeApi: () => PropertiesApi) => {
  it('creates properties and lists them newest first, scoped to the organization', async () => {
    const api = makeApi();
    const street = `Kouter ${crypto.randomUUID().slice(0, 6)}`;
    await api.createProperty(ownerA, newProperty({ street, type: 'apartment', rentCents: 80000 }));
    const second = await api.createProperty(
      ownerA,
      newProperty({ street, houseNumber: '2', rentCents: 120000 }),
    );
    await api.createProperty(
      ownerB,
      newProperty({ street, houseNumber: '3', postalCode: '4000', city: 'Liège', type: 'studio' }),
    );

    const listed = await api.listProperties(ownerA, query({ q: street }));
    expect(listed.total).toBe(2);
    expect(listed.items[0]?.id).toBe(second.id);
    expect(listed.items.map((item) => item.houseNumber).sort()).toEqual(['1', '2']);
  });

  it('filters by type and rent band', async () => {
    const api = makeApi();
    const street = `Meir ${crypto.randomUUID().slice(0, 6)}`;
    const antwerpen = { street, postalCode: '2000', city: 'Antwerpen' };
    await api.createProperty(
      ownerA,
      newProperty({ ...antwerpen, houseNumber: '10', type: 'apartment', rentCents: 45000 }),
    );
    await api.createProperty(
      ownerA,
      newProperty({ ...antwerpen, houseNumber: '11', type: 'apartment', rentCents: 105000 }),
    );
    await api.createProperty(
      ownerA,
      newProperty({ ...antwerpen, houseNumber: '12', type: 'garage', rentCents: 9000 }),
    );
    const band = await api.listProperties(
      ownerA,
      query({ q: street, type: 'apartment', minRentCents: '100000', maxRentCents: '150000' }),
    );
    expect(band.items.map((item) => item.houseNumber)).toEqual(['11']);
  });

  it('raises the same coded error for an invalid Belgian postal code', async () => {
    const api = makeApi();
    const failure = await api
      .createProperty(ownerA, newProperty({ street: 'Rue Neuve', postalCode: '99999', city: 'Bruxelles' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('validation_error');
    expect((failure as AppError).details).toEqual({ postalCode: 'validation.belgianPostalCode' });
  });

  it('flips the favourite when no value is given, sets the given one, and keeps other organizations out', async () => {
    const api = makeApi();
    const created = await api.createProperty(ownerA, newProperty({ houseNumber: '5' }));
    expect((await api.setFavourite(ownerA, { idOrUrlCode: created.urlCode })).isFavourite).toBe(true);
    expect((await api.setFavourite(ownerA, { idOrUrlCode: created.id })).isFavourite).toBe(false);
    expect(
      (await api.setFavourite(ownerA, { idOrUrlCode: created.id, isFavourite: false })).isFavourite,
    ).toBe(false);
    const stranger = await api
      .setFavourite(ownerB, { idOrUrlCode: created.id })
      .catch((error: unknown) => error);
    expect((stranger as AppError).code).toBe('not_found');
    expect((await api.getProperty(ownerA, created.id)).isFavourite).toBe(false);
  });
});

describe('properties service over HTTP', () => {
  it('refuses callers without the service token', async () => {
    const api = createHttpPropertiesApi({ baseUrl: service.remote.baseUrl, token: 'x'.repeat(64) });
    await expect(api.listProperties(ownerA, query())).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('reports an unreachable service as unavailable', async () => {
    const api = createHttpPropertiesApi({ baseUrl: 'http://127.0.0.1:9', token: service.remote.token });
    await expect(api.listProperties(ownerA, query())).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('properties migrations', () => {
  it('fills the search text of properties that existed before the search column', async () => {
    const empty = await createEmptyTestTarget();
    try {
      const before = {
        ...propertiesDatabaseModule,
        // The search column's migration and the list index that covers the column come later.
        migrations: propertiesDatabaseModule.migrations.filter(
          (migration) =>
            !['PropertySearchText1732403200000', 'PropertyListCoveringIndex1800800000000'].includes(
              migration.name,
            ),
        ),
      };
      await runMigrations(empty.target, [before]);
      const dataSource = createDataSource(empty.target, []);
      await dataSource.initialize();
      await dataSource.query(
        `INSERT INTO properties (id, organization_id, url_code, street, house_number, postal_code, city, country, type, status, occupancy, is_favourite, created_at, updated_at)
         VALUES (?, ?, 'abc123defg', 'Rue Hors-Château', '31', '4000', 'Liège', 'BE', 'apartment', 'active', 'available', 0, '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')`,
        [crypto.randomUUID(), ownerA.organizationId],
      );
      await dataSource.destroy();
      await runMigrations(empty.target, [propertiesDatabaseModule]);
      const migrated = createDataSource(empty.target, [propertiesDatabaseModule]);
      await migrated.initialize();
      const [row] = (await migrated.query('SELECT search_text AS searchText FROM properties')) as {
        searchText: string;
      }[];
      await migrated.destroy();
      expect(row?.searchText).toBe('rue hors-chateau 31 4000 liege abc123defg');
    } finally {
      await empty.drop();
    }
  });
});

describeMigrations(propertiesDatabaseModule);
