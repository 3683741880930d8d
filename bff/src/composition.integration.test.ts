import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessContactsApi, type ContactsApi } from '@immodesk/contacts/contactsApi';
import { contactsDatabaseModule } from '@immodesk/contacts/contactsDatabaseModule';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZListTenantsQuery } from '@immodesk/contracts/tenants/listTenants.contract';
import { loadConfig } from '@immodesk/platform/config';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createServices, DATABASE_MODULES, type Services } from './composition';
import { createOwner } from './testing/createTestApp';

describe('choosing each service in-process or over HTTP', () => {
  let bffDatabase: TestDatabase;
  let contactsDatabase: TestDatabase;
  let contactsService: ContactsApi;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let services: Services;

  beforeAll(async () => {
    bffDatabase = await createTestDatabase(DATABASE_MODULES);
    contactsDatabase = await createTestDatabase([contactsDatabaseModule]);
    contactsService = createInProcessContactsApi(contactsDatabase.dataSource);
    served = await serveOverHttp(contactsService);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/immodesk-composition-test',
      CONTACTS_SERVICE_URL: served.baseUrl,
      SERVICE_TOKEN: served.token,
    });
    services = createServices(config, bffDatabase.dataSource);
  });

  afterAll(async () => {
    await served?.close();
    await contactsDatabase?.drop();
    await bffDatabase?.drop();
  });

  it('sends the calls of a service with CONTACTS_SERVICE_URL to its own deployment, and keeps the others in-process', async () => {
    const { context } = await createOwner(services);
    const tenant = ZCreateTenantRequest.parse({
      entityType: 'natural',
      firstName: 'An',
      lastName: 'Wouters',
      language: 'nl',
    });
    const created = await services.contacts.createTenant(context, tenant);

    const everyTenant = ZListTenantsQuery.parse({});
    expect((await contactsService.listTenants(context, everyTenant)).items).toEqual([created]);
    expect(
      (await createInProcessContactsApi(bffDatabase.dataSource).listTenants(context, everyTenant)).total,
    ).toBe(0);
    // No PROPERTIES_SERVICE_URL: the properties service answers from the BFF's own database.
    expect(await services.properties.countActiveProperties(context)).toBe(0);
  });
});
