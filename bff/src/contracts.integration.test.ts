import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from './testing/createTestApp';

const ORIGIN = 'http://localhost:3000';

describe('/api/contracts', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let other: Awaited<ReturnType<typeof createOwner>>;
  let agent: ReturnType<typeof request.agent>;
  let stranger: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-03-16T09:00:00Z') });
    owner = await createOwner(testApp.services);
    other = await createOwner(testApp.services, { language: 'fr' });
    agent = request.agent(testApp.callback);
    stranger = request.agent(testApp.callback);
    expect((await agent.post('/api/auth/login').set('Origin', ORIGIN).send({ email: owner.email, password: owner.password })).status).toBe(200);
    expect((await stranger.post('/api/auth/login').set('Origin', ORIGIN).send({ email: other.email, password: other.password })).status).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function portfolio(context = owner.context, postalCode = '9000') {
    const property = await testApp.services.properties.createProperty(context, { street: 'Kouter', houseNumber: '12', postalCode, city: 'Gent', country: 'BE', type: 'apartment' });
    const tenant = await testApp.services.contacts.createTenant(context, {
      entityType: 'natural', firstName: 'Sofie', lastName: 'Claes', companyName: null, vatNumber: null, email: 'sofie@example.be', phone: null, language: 'fr', status: 'active', propertyId: null, notes: null,
    });
    return { property, tenant };
  }

  it('creates a draft with its region, end date, number and structured reference, in the first tenant’s language', async () => {
    const { property, tenant } = await portfolio();
    const response = await agent.post('/api/contracts').set('Origin', ORIGIN).send({
      propertyId: property.id, tenantIds: [tenant.id], type: 'hoofdverblijfplaats', signedOn: '2026-03-20', startsOn: '2026-04-01', durationMonths: 108,
      rentCents: 95_000, chargesCents: 5_000, paymentFrequency: 'monthly', deposit: { type: 'blocked_account', amountCents: 190_000 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'draft', type: 'main_residence', region: 'flanders', endsOn: '2035-03-31', language: 'fr', contractNumber: '2026-0001', version: 1, warnings: [],
    });
    expect(response.body.structuredReference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    const foreign = await stranger.get(`/api/contracts/${response.body.id}`);
    expect(foreign.status).toBe(404);
  });
});
