import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPostalCodeTownsResponse } from '@immodesk/contracts/properties/postalCodeTowns.contract';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

describe('GET /api/postal-codes/:postalCode', () => {
  let testApp: TestApp;
  let agent: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
    agent = await signedInAgent(testApp, await createOwner(testApp.services));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the one town of a postal code', async () => {
    const response = await agent.get('/api/postal-codes/9000');
    expect(response.status).toBe(200);
    expect(ZPostalCodeTownsResponse.parse(response.body)).toEqual({ items: [{ city: 'Gent' }] });
  });

  it('answers every town that shares a postal code, names with spaces included', async () => {
    expect((await agent.get('/api/postal-codes/8300')).body).toEqual({
      items: [{ city: 'Knokke' }, { city: 'Knokke-Heist' }, { city: 'Westkapelle' }],
    });
    expect((await agent.get('/api/postal-codes/1310')).body).toEqual({ items: [{ city: 'La Hulpe' }] });
  });

  it('answers 404 with a translated message for a postal code Belgium does not have', async () => {
    const response = await agent.get('/api/postal-codes/1001').set('Accept-Language', 'fr');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'not_found',
      message: "Le code postal 1001 n'existe pas en Belgique.",
    });
  });

  it('refuses what is not a Belgian postal code with a validation error', async () => {
    const response = await agent.get('/api/postal-codes/abcd');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect((await agent.get('/api/postal-codes/0999')).status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await request(testApp.callback).get('/api/postal-codes/9000')).status).toBe(401);
  });
});
