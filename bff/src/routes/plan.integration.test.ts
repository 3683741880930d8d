import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { PROPERTY_REQUEST } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

describe('plan and plan limits', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  it('puts a new organization on the free plan: 3 properties, 10 tenants', async () => {
    const agent = await signIn(await createOwner(testApp.services));
    expect((await agent.get('/api/user/plan').expect(200)).body).toMatchObject({
      planType: 'free',
      status: 'active',
    });
    expect((await agent.get('/api/user/plan-limits').expect(200)).body).toEqual({
      activeProperties: 0,
      maxProperties: 3,
      activeTenants: 0,
      maxTenants: 10,
    });
  });

  it('counts only what belongs to the organization, and reports enterprise as unlimited', async () => {
    const owner = await createOwner(testApp.services);
    const other = await createOwner(testApp.services);
    const agent = await signIn(owner);
    const otherAgent = await signIn(other);
    await agent.post('/api/properties').send(PROPERTY_REQUEST).expect(201);
    await otherAgent.post('/api/properties').send(PROPERTY_REQUEST).expect(201);
    await agent
      .post('/api/tenants')
      .send({ entityType: 'natural', firstName: 'An', lastName: 'Maes', language: 'nl' })
      .expect(201);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'enterprise' });

    expect((await agent.get('/api/user/plan').expect(200)).body.planType).toBe('enterprise');
    expect((await agent.get('/api/user/plan-limits').expect(200)).body).toEqual({
      activeProperties: 1,
      maxProperties: -1,
      activeTenants: 1,
      maxTenants: -1,
    });
  });

  it('answers 401 when signed out', async () => {
    await request(testApp.callback).get('/api/user/plan').expect(401);
    await request(testApp.callback).get('/api/user/plan-limits').expect(401);
  });
});
