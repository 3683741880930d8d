import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOnboardingResponse } from '@immodesk/contracts/onboarding/onboarding.contract';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { PROPERTY_REQUEST } from '../testing/portfolio';
import { signedInAgent } from '../testing/signedInAgent';
import { tokenFromLatestMail } from '../testing/mailLinks';

const ORIGIN = 'http://localhost:3000';
const CONTRACT = {
  type: 'main_residence',
  signedOn: '2026-03-01',
  startsOn: '2026-04-01',
  durationMonths: 108,
  rentCents: 95_000,
  paymentFrequency: 'monthly',
} as const;

describe('getting-started checklist and welcome', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock: fixedClock('2026-03-15T09:00:00Z') });
  });
  afterAll(async () => testApp?.close());

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  const doneSteps = async (agent: ReturnType<typeof request.agent>) => {
    const body = ZOnboardingResponse.parse((await agent.get('/api/onboarding').expect(200)).body);
    return body.steps.filter((step) => step.done).map((step) => step.id);
  };

  it('needs a session', async () => {
    await request(testApp.callback).get('/api/onboarding').expect(401);
    await request(testApp.callback).post('/api/onboarding/dismiss').set('Origin', ORIGIN).expect(401);
  });

  it('lists the steps in order, none done for a new organization, and ticks each from the organization’s data', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    const first = ZOnboardingResponse.parse((await agent.get('/api/onboarding').expect(200)).body);
    expect(first).toEqual({
      steps: [
        { id: 'addProperty', done: false },
        { id: 'addTenant', done: false },
        { id: 'createContract', done: false },
        { id: 'importRentRoll', done: false },
        { id: 'addBankAccount', done: false },
        { id: 'addTask', done: false },
        { id: 'enableTwoFactor', done: false },
      ],
      dismissedAt: null,
    });

    const property = await agent
      .post('/api/properties')
      .set('Origin', ORIGIN)
      .send(PROPERTY_REQUEST)
      .expect(201);
    expect(await doneSteps(agent)).toEqual(['addProperty']);
    const tenant = await agent
      .post('/api/tenants')
      .set('Origin', ORIGIN)
      .send({ entityType: 'natural', firstName: 'Lotte', lastName: 'Maes' })
      .expect(201);
    await agent
      .post('/api/tasks')
      .set('Origin', ORIGIN)
      .send({ title: 'Rookmelders nakijken', priority: 'medium' })
      .expect(201);
    expect(await doneSteps(agent)).toEqual(['addProperty', 'addTenant', 'addTask']);
    await agent
      .post('/api/contracts')
      .set('Origin', ORIGIN)
      .send({ ...CONTRACT, propertyId: property.body.id, tenantIds: [tenant.body.id] })
      .expect(201);
    expect(await doneSteps(agent)).toEqual([
      'addProperty',
      'addTenant',
      'createContract',
      'importRentRoll',
      'addTask',
    ]);
    await agent
      .post('/api/bank-accounts')
      .set('Origin', ORIGIN)
      .send({ iban: 'BE71 0961 2345 6769', bankName: 'Belfius', accountHolder: 'Lotte Maes' })
      .expect(201);
    expect(await doneSteps(agent)).toEqual([
      'addProperty',
      'addTenant',
      'createContract',
      'importRentRoll',
      'addBankAccount',
      'addTask',
    ]);
  });

  it('counts only the signed-in organization’s data', async () => {
    const owner = await createOwner(testApp.services);
    const stranger = await createOwner(testApp.services);
    const agent = await signIn(owner);
    await agent.post('/api/properties').set('Origin', ORIGIN).send(PROPERTY_REQUEST).expect(201);
    await agent
      .post('/api/tasks')
      .set('Origin', ORIGIN)
      .send({ title: 'Sleutels laten bijmaken', priority: 'low' })
      .expect(201);
    await agent
      .post('/api/bank-accounts')
      .set('Origin', ORIGIN)
      .send({ iban: 'BE57 7340 0123 4535', bankName: 'KBC', accountHolder: 'An Peeters' })
      .expect(201);
    expect(await doneSteps(await signIn(stranger))).toEqual([]);
  });

  it('keeps the checklist closed once dismissed, for the user on every device, and only for that user', async () => {
    const owner = await createOwner(testApp.services);
    const other = await createOwner(testApp.services);
    const laptop = await signIn(owner);
    await laptop.post('/api/onboarding/dismiss').set('Origin', ORIGIN).expect(204);
    const phone = await signIn(owner);
    const { dismissedAt } = ZOnboardingResponse.parse((await phone.get('/api/onboarding').expect(200)).body);
    expect(dismissedAt).toBe('2026-03-15T09:00:00.000Z');
    await phone.post('/api/onboarding/dismiss').set('Origin', ORIGIN).expect(204);
    expect((await laptop.get('/api/onboarding')).body.dismissedAt).toBe(dismissedAt);
    expect((await (await signIn(other)).get('/api/onboarding')).body.dismissedAt).toBeNull();
  });

  it('welcomes a new account once, in the reader’s language, pointing at the checklist', async () => {
    const email = `welcome-${Date.now()}@example.be`;
    const password = 'correct horse battery';
    const signup = { email, password, firstName: 'Lien', language: 'nl' };
    await request(testApp.callback).post('/api/auth/signup').set('Origin', ORIGIN).send(signup).expect(201);
    const token = await tokenFromLatestMail(testApp, email, '/verify-email');
    await request(testApp.callback)
      .post('/api/auth/verify-email')
      .set('Origin', ORIGIN)
      .send({ token })
      .expect(200);
    // Signing up again with the same address creates nothing, so it welcomes nobody a second time.
    await request(testApp.callback).post('/api/auth/signup').set('Origin', ORIGIN).send(signup).expect(201);

    const agent = await signIn({ email, password });
    const dutch = (await agent.get('/api/notifications').set('Accept-Language', 'nl').expect(200)).body;
    expect(dutch.total).toBe(1);
    expect(dutch.items[0]).toMatchObject({
      title: 'Welkom bij Immodesk',
      actionLabel: 'Naar je startlijst',
      actionUrl: '/dashboard',
      read: false,
    });
    await signIn({ email, password });
    const french = (await agent.get('/api/notifications').set('Accept-Language', 'fr').expect(200)).body;
    expect(french.total).toBe(1);
    expect(french.items[0]).toMatchObject({
      title: 'Bienvenue sur Immodesk',
      actionLabel: 'Voir la liste de démarrage',
    });
  });
});
