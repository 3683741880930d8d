import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZListTenantsQuery } from '@immodesk/contracts/tenants/listTenants.contract';
import { AppError } from '@immodesk/platform/errors';
import { serviceOverHttp } from '@immodesk/platform/testing/serviceOverHttp';
import { createHttpContactsApi, createInProcessContactsApi } from './contactsApi';
import { contactsDatabaseModule } from './contactsDatabaseModule';

describe('contacts service over HTTP', () => {
  const service = serviceOverHttp({
    modules: [contactsDatabaseModule],
    inProcess: ({ dataSource }) => createInProcessContactsApi(dataSource),
    client: createHttpContactsApi,
  });
  const owner = { organizationId: crypto.randomUUID(), userId: crypto.randomUUID() };

  it('behaves as in-process: creates, lists, and re-throws coded errors with their details', async () => {
    const created = await service.overHttp.createTenant(
      owner,
      ZCreateTenantRequest.parse({
        entityType: 'natural',
        firstName: 'An',
        lastName: 'Wouters',
        language: 'nl',
      }),
    );
    expect(await service.overHttp.listTenants(owner, ZListTenantsQuery.parse({}))).toEqual({
      items: [created],
      total: 1,
    });
    const invalid = await service.overHttp
      .createTenant(owner, ZCreateTenantRequest.parse({ entityType: 'legal', language: 'nl' }))
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(AppError);
    expect((invalid as AppError).details).toEqual({ companyName: 'validation.required' });
    const missing = await service.overHttp
      .getTenant({ ...owner, organizationId: crypto.randomUUID() }, { id: created.id })
      .catch((error: unknown) => error);
    expect((missing as AppError).code).toBe('not_found');
  });
});
