import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZListTenantsQuery } from '@immodesk/contracts/tenants/listTenants.contract';
import { AppError } from '@immodesk/platform/errors';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { serveOverHttp } from '@immodesk/platform/testing/serveOverHttp';
import { createHttpContactsApi, createInProcessContactsApi, type ContactsApi } from './contactsApi';
import { contactsDatabaseModule } from './contactsDatabaseModule';

describe('contacts service over HTTP', () => {
  let database: TestDatabase;
  let served: Awaited<ReturnType<typeof serveOverHttp>>;
  let contacts: ContactsApi;
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  beforeAll(async () => {
    database = await createTestDatabase([contactsDatabaseModule]);
    served = await serveOverHttp(createInProcessContactsApi(database.dataSource));
    contacts = createHttpContactsApi(served);
  });

  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it('behaves as in-process: creates, lists, and re-throws coded errors with their details', async () => {
    const created = await contacts.createTenant(
      owner,
      ZCreateTenantRequest.parse({
        entityType: 'natural',
        firstName: 'An',
        lastName: 'Wouters',
        language: 'nl',
      }),
    );
    expect(await contacts.listTenants(owner, ZListTenantsQuery.parse({}))).toEqual({
      items: [created],
      total: 1,
    });
    const invalid = await contacts
      .createTenant(owner, ZCreateTenantRequest.parse({ entityType: 'legal', language: 'nl' }))
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(AppError);
    expect((invalid as AppError).details).toEqual({ companyName: 'validation.required' });
    const missing = await contacts
      .getTenant({ ...owner, organizationId: crypto.randomUUID() }, { id: created.id })
      .catch((error: unknown) => error);
    expect((missing as AppError).code).toBe('not_found');
  });
});
