import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateContractorRequest } from '@immodesk/contracts/contractors/createContractor.contract';
import { ZListContractorsQuery } from '@immodesk/contracts/contractors/listContractors.contract';
import { ZCreateTenantRequest } from '@immodesk/contracts/tenants/createTenant.contract';
import { ZListTenantsQuery } from '@immodesk/contracts/tenants/listTenants.contract';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { describeMigrations } from '@immodesk/platform/testing/describeMigrations';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { createInProcessContactsApi, type ContactsApi } from './contactsApi';
import { contactsDatabaseModule } from './contactsDatabaseModule';

const tenant = (input: Record<string, unknown>) => ZCreateTenantRequest.parse(input);
const tenantQuery = (input: Record<string, unknown> = {}) => ZListTenantsQuery.parse(input);

describe('contacts service', () => {
  let database: TestDatabase;
  let contacts: ContactsApi;
  const owner = randomContext();
  const other = randomContext();
  const propertyId = crypto.randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase([contactsDatabaseModule]);
    contacts = createInProcessContactsApi(database.dataSource);
    await contacts.createTenant(
      owner,
      tenant({
        entityType: 'natural',
        firstName: 'Sofie',
        lastName: 'Peeters',
        email: 'sofie@example.com',
        language: 'nl',
        propertyId,
      }),
    );
    await contacts.createTenant(
      owner,
      tenant({
        entityType: 'natural',
        firstName: 'Émile',
        lastName: 'Dubois',
        email: 'emile@example.org',
        language: 'fr',
        status: 'inactive',
      }),
    );
    await contacts.createTenant(
      owner,
      tenant({
        entityType: 'legal',
        companyName: 'Bakkerij Claes BV',
        vatNumber: 'BE0403.170.701',
        language: 'nl',
        propertyId,
      }),
    );
    await contacts.createTenant(
      other,
      tenant({ entityType: 'natural', firstName: 'Sofie', lastName: 'Janssens', language: 'nl', propertyId }),
    );
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('lists only the organization’s tenants, sorted by name', async () => {
    const result = await contacts.listTenants(owner, tenantQuery());
    expect(result.total).toBe(3);
    expect(result.items.map((item) => item.lastName ?? item.companyName)).toEqual([
      'Bakkerij Claes BV',
      'Dubois',
      'Peeters',
    ]);
  });

  it('searches names, company and e-mail, case-insensitively', async () => {
    expect(
      (await contacts.listTenants(owner, tenantQuery({ q: 'sofie' }))).items.map((item) => item.lastName),
    ).toEqual(['Peeters']);
    expect((await contacts.listTenants(owner, tenantQuery({ q: 'BAKKERIJ' }))).total).toBe(1);
    expect(
      (await contacts.listTenants(owner, tenantQuery({ q: 'example.org' }))).items.map(
        (item) => item.lastName,
      ),
    ).toEqual(['Dubois']);
    expect((await contacts.listTenants(owner, tenantQuery({ q: '%' }))).total).toBe(0);
  });

  it('filters by property and status', async () => {
    expect((await contacts.listTenants(owner, tenantQuery({ propertyId }))).total).toBe(2);
    expect(
      (await contacts.listTenants(owner, tenantQuery({ status: 'inactive' }))).items.map(
        (item) => item.lastName,
      ),
    ).toEqual(['Dubois']);
  });

  it('pages through the list and reports the total', async () => {
    const first = await contacts.listTenants(owner, tenantQuery({ pageSize: '2' }));
    const second = await contacts.listTenants(owner, tenantQuery({ pageSize: '2', page: '2' }));
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
  });

  it('refuses a natural person without first and last name, with per-field details', async () => {
    const error = await errorOf(
      contacts.createTenant(owner, tenant({ entityType: 'natural', firstName: '  ', language: 'nl' })),
    );
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual({ firstName: 'validation.required', lastName: 'validation.required' });
  });

  it('refuses a legal entity without a company name', async () => {
    const error = await errorOf(
      contacts.createTenant(
        owner,
        tenant({ entityType: 'legal', firstName: 'Jan', lastName: 'Claes', language: 'nl' }),
      ),
    );
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual({ companyName: 'validation.required' });
  });

  it('returns a tenant by id only inside its organization', async () => {
    const created = await contacts.createTenant(
      owner,
      tenant({ entityType: 'natural', firstName: 'Lotte', lastName: 'Maes', language: 'nl' }),
    );
    expect(await contacts.getTenant(owner, { id: created.id })).toEqual(created);
    expect((await errorOf(contacts.getTenant(other, { id: created.id }))).code).toBe('not_found');
  });

  it('creates and lists contractors with filters, scoped by organization', async () => {
    const contractor = (input: Record<string, unknown>) => ZCreateContractorRequest.parse(input);
    await contacts.createContractor(
      owner,
      contractor({
        companyName: 'Loodgieterij Wouters',
        specialty: 'plumber',
        hourlyRateCents: 6500,
        rating: 4,
      }),
    );
    await contacts.createContractor(
      owner,
      contractor({ firstName: 'Marc', lastName: 'Lambert', specialty: 'electrician', isActive: false }),
    );
    await contacts.createContractor(
      other,
      contractor({ companyName: 'Loodgieterij Elders', specialty: 'plumber' }),
    );
    const all = await contacts.listContractors(owner, ZListContractorsQuery.parse({}));
    expect(all.items.map((item) => item.companyName ?? item.lastName)).toEqual([
      'Lambert',
      'Loodgieterij Wouters',
    ]);
    expect(all.items[1]).toMatchObject({ hourlyRateCents: 6500, rating: 4, isActive: true });
    expect(
      (await contacts.listContractors(owner, ZListContractorsQuery.parse({ specialty: 'plumber' }))).total,
    ).toBe(1);
    expect(
      (await contacts.listContractors(owner, ZListContractorsQuery.parse({ isActive: 'false' }))).items.map(
        (item) => item.lastName,
      ),
    ).toEqual(['Lambert']);
    expect((await contacts.listContractors(owner, ZListContractorsQuery.parse({ q: 'elders' }))).total).toBe(
      0,
    );
  });

  it('refuses a contractor without a company or last name', async () => {
    const error = await errorOf(
      contacts.createContractor(
        owner,
        ZCreateContractorRequest.parse({ firstName: 'Jan', specialty: 'painter' }),
      ),
    );
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.details ?? {})).toEqual(['companyName', 'lastName']);
  });
});

describeMigrations(contactsDatabaseModule);
