import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const PATH = '/api/user/notification-preferences';
const DEFAULTS = {
  accountSecurity: { email: true, sms: false, push: false },
  rentOverdue: { email: true, sms: false, push: false },
  rentReceived: { email: true, sms: false, push: false },
};

describe('/api/user/notification-preferences', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  async function signIn() {
    return (await givenSignedInOwner(testApp)).agent;
  }

  it('needs a session', async () => {
    await request(testApp.callback).get(PATH).expect(401);
    await request(testApp.callback).put(PATH).set('Origin', ORIGIN).send(DEFAULTS).expect(401);
  });

  it('starts with e-mail on and SMS and push off, and keeps a change for the next visit', async () => {
    const agent = await signIn();
    expect((await agent.get(PATH).expect(200)).body).toEqual(DEFAULTS);
    const changed = {
      ...DEFAULTS,
      rentOverdue: { email: false, sms: true, push: true },
      rentReceived: { email: false, sms: false, push: true },
    };
    expect((await agent.put(PATH).send(changed).expect(200)).body).toEqual(changed);
    expect((await agent.get(PATH).expect(200)).body).toEqual(changed);
    const back = { ...changed, rentOverdue: { email: true, sms: false, push: false } };
    await agent.put(PATH).send(back).expect(200);
    expect((await agent.get(PATH).expect(200)).body).toEqual(back);
  });

  it('leaves another user’s preferences as they are', async () => {
    const agent = await signIn();
    const other = await signIn();
    await agent
      .put(PATH)
      .send({ ...DEFAULTS, rentOverdue: { email: false, sms: true, push: false } })
      .expect(200);
    expect((await other.get(PATH).expect(200)).body).toEqual(DEFAULTS);
  });

  it('refuses to turn account-security e-mail off, with the reason in the user’s language', async () => {
    const agent = await signIn();
    const response = await agent
      .put(PATH)
      .set('Accept-Language', 'fr')
      .send({ ...DEFAULTS, accountSecurity: { email: false, sms: true, push: false } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation_error',
      details: {
        'accountSecurity.email':
          'Les e-mails sur la sécurité de votre compte ne peuvent pas être désactivés.',
      },
    });
    expect((await agent.get(PATH).expect(200)).body).toEqual(DEFAULTS);
  });

  it('refuses an incomplete set, an unknown kind or a value that is not a yes or no', async () => {
    const agent = await signIn();
    const { rentReceived: _left, ...incomplete } = DEFAULTS;
    await agent.put(PATH).send(incomplete).expect(400);
    await agent
      .put(PATH)
      .send({ ...DEFAULTS, taskDue: { email: true, sms: false, push: false } })
      .expect(400);
    await agent
      .put(PATH)
      .send({ ...DEFAULTS, rentOverdue: { email: 'yes', sms: false, push: false } })
      .expect(400);
    expect((await agent.get(PATH).expect(200)).body).toEqual(DEFAULTS);
  });
});
