import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDeleteImpactResponse } from '@immodesk/contracts/properties/property.contract';
import { ZGetTenantResponse } from '@immodesk/contracts/tenants/getTenant.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('deletes leave no link to what is gone', () => {
  let testApp: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;
  let otherAgent: Awaited<ReturnType<typeof signedInAgent>>;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let other: Awaited<ReturnType<typeof createOwner>>;

  const createProperty = async (as: typeof agent, houseNumber: string) => {
    const response = await as
      .post('/api/properties')
      .send({ street: 'Kouter', houseNumber, postalCode: '9000', city: 'Gent', type: 'apartment' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: string; urlCode: string };
  };
  const createTenant = async (as: typeof agent, lastName: string, propertyId: string | null) => {
    const response = await as
      .post('/api/tenants')
      .send({ entityType: 'natural', firstName: 'Jan', lastName, propertyId });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return ZGetTenantResponse.parse(response.body);
  };
  const tenantOf = async (as: typeof agent, id: string) =>
    ZGetTenantResponse.parse((await as.get(`/api/tenants/${id}`)).body);

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-03-15T09:00:00Z') });
    owner = await createOwner(testApp.services);
    other = await createOwner(testApp.services);
    agent = await signedInAgent(testApp, owner);
    otherAgent = await signedInAgent(testApp, other);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('deleting a property keeps its tenants, without the link to it, and says so beforehand', async () => {
    const property = await createProperty(agent, '10');
    const neighbour = await createProperty(agent, '12');
    const first = await createTenant(agent, 'Claes', property.id);
    const second = await createTenant(agent, 'Wouters', property.id);
    const next = await createTenant(agent, 'Maes', neighbour.id);

    const impact = ZDeleteImpactResponse.parse(
      (await agent.get(`/api/properties/${property.id}/delete-impact`)).body,
    );
    expect(impact.items).toContainEqual({ kind: 'tenantLinks', count: 2 });

    expect((await agent.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect(await tenantOf(agent, first.id)).toMatchObject({ lastName: 'Claes', propertyId: null });
    expect(await tenantOf(agent, second.id)).toMatchObject({ lastName: 'Wouters', propertyId: null });
    expect((await tenantOf(agent, next.id)).propertyId).toBe(neighbour.id);
    const onDeleted = await agent.get(`/api/tenants?propertyId=${property.id}`);
    expect(onDeleted.body.total).toBe(0);
  });

  it("another organization's property delete is 404 and leaves that organization's tenants linked", async () => {
    const property = await createProperty(otherAgent, '20');
    const tenant = await createTenant(otherAgent, 'Janssens', property.id);
    expect((await agent.delete(`/api/properties/${property.id}`)).status).toBe(404);
    expect((await tenantOf(otherAgent, tenant.id)).propertyId).toBe(property.id);
  });

  it('deleting a tenant keeps their documents, without the link to them', async () => {
    const { documentFiles, documents } = testApp.services;
    const tenant = await createTenant(agent, 'Dubois', null);
    const stays = await createTenant(agent, 'Lambert', null);
    const contract = await documentFiles.uploadDocument(owner.context, {
      fileName: 'huurcontract-dubois.pdf',
      content: PDF,
      type: 'rental_agreement',
      tenantId: tenant.id,
    });
    const other = await documentFiles.uploadDocument(owner.context, {
      fileName: 'huurcontract-lambert.pdf',
      content: PDF,
      type: 'rental_agreement',
      tenantId: stays.id,
    });

    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(204);
    expect((await agent.get(`/api/tenants/${tenant.id}`)).status).toBe(404);
    const all = await documents.listDocuments(owner.context, { page: 1, pageSize: 50 });
    expect(all.items.find((document) => document.id === contract.id)).toMatchObject({
      fileName: 'huurcontract-dubois.pdf',
      tenantId: null,
    });
    expect(all.items.find((document) => document.id === other.id)?.tenantId).toBe(stays.id);
    expect(
      (await documents.listDocuments(owner.context, { page: 1, pageSize: 50, tenantId: tenant.id })).total,
    ).toBe(0);
  });

  it("another organization's tenant delete is 404 and leaves their documents linked", async () => {
    const tenant = await createTenant(otherAgent, 'Lemaire', null);
    const contract = await testApp.services.documentFiles.uploadDocument(other.context, {
      fileName: 'bail-lemaire.pdf',
      content: PDF,
      type: 'rental_agreement',
      tenantId: tenant.id,
    });
    expect((await agent.delete(`/api/tenants/${tenant.id}`)).status).toBe(404);
    const left = await testApp.services.documents.listDocuments(other.context, {
      page: 1,
      pageSize: 50,
      tenantId: tenant.id,
    });
    expect(left.items.map((document) => document.id)).toEqual([contract.id]);
  });
  it('deleting a contractor keeps their tasks, unassigned', async () => {
    const contractor = (
      await agent.post('/api/contractors').send({ companyName: 'Loodgieterij Peeters', specialty: 'plumber' })
    ).body as { id: string };
    const stays = (
      await agent.post('/api/contractors').send({ companyName: 'Elektro Claes', specialty: 'electrician' })
    ).body as { id: string };
    const task = (
      await agent
        .post('/api/tasks')
        .send({ title: 'Lek onder de gootsteen', priority: 'high', contractorId: contractor.id })
    ).body as { id: string };
    const other = (
      await agent
        .post('/api/tasks')
        .send({ title: 'Stopcontact keuken', priority: 'medium', contractorId: stays.id })
    ).body as { id: string };

    expect((await agent.delete(`/api/contractors/${contractor.id}`)).status).toBe(204);
    expect((await agent.get(`/api/contractors/${contractor.id}`)).status).toBe(404);
    expect((await agent.get(`/api/tasks/${task.id}`)).body).toMatchObject({
      title: 'Lek onder de gootsteen',
      contractorId: null,
    });
    expect((await agent.get(`/api/tasks/${other.id}`)).body.contractorId).toBe(stays.id);
  });

  it("another organization's contractor delete is 404 and leaves their tasks assigned", async () => {
    const contractor = (
      await otherAgent.post('/api/contractors').send({ companyName: 'Dakwerken Maes', specialty: 'roofing' })
    ).body as { id: string };
    const task = (
      await otherAgent
        .post('/api/tasks')
        .send({ title: 'Dakgoot', priority: 'low', contractorId: contractor.id })
    ).body as { id: string };
    expect((await agent.delete(`/api/contractors/${contractor.id}`)).status).toBe(404);
    expect((await otherAgent.get(`/api/tasks/${task.id}`)).body.contractorId).toBe(contractor.id);
  });
});
