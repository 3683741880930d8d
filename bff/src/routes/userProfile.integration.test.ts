import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner, sessionCookie, sessionCookieOf, signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';

describe('profile and password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(async () => testApp?.close());

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  it('changes name, phone and language', async () => {
    const { owner, agent } = await givenSignedInOwner(testApp);
    const response = await agent
      .patch('/api/user/profile')
      .send({ firstName: 'Lotte', lastName: 'Claes', phone: '+32 470 12 34 56', language: 'fr' })
      .expect(200);
    expect(response.body).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Claes',
      phone: '+32 470 12 34 56',
      language: 'fr',
      email: owner.email,
      pendingEmail: null,
    });
    const cleared = await agent.patch('/api/user/profile').send({ phone: '', lastName: null }).expect(200);
    expect(cleared.body).toMatchObject({ firstName: 'Lotte', lastName: null, phone: null });
    expect((await agent.get('/api/auth/user')).body.language).toBe('fr');
  });

  it('rejects invalid fields with translated details', async () => {
    const { agent } = await givenSignedInOwner(testApp);
    const response = await agent
      .patch('/api/user/profile')
      .set('Accept-Language', 'en')
      .send({ firstName: '', email: 'not-an-address' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.details.email).toBe('Enter a valid e-mail address.');
  });

  it('changes the e-mail address only once the link mailed to the new address is opened', async () => {
    const { owner, agent } = await givenSignedInOwner(testApp);
    const newEmail = `new-${Date.now()}@example.be`;
    const response = await agent
      .patch('/api/user/profile')
      .send({ email: newEmail.toUpperCase(), currentPassword: owner.password })
      .expect(200);
    expect(response.body).toMatchObject({ email: owner.email, pendingEmail: newEmail });
    expect(await mailsTo(testApp, newEmail)).toHaveLength(1);

    const token = await tokenFromLatestMail(testApp, newEmail, '/verify-email');
    await request(testApp.callback)
      .post('/api/auth/verify-email')
      .set('Origin', ORIGIN)
      .send({ token })
      .expect(200);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ email: newEmail, pendingEmail: null });
    // The link works once.
    expect(
      (await request(testApp.callback).post('/api/auth/verify-email').set('Origin', ORIGIN).send({ token }))
        .status,
    ).toBe(422);
    await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: newEmail, password: owner.password })
      .expect(200);
  });

  it('refuses the confirmation when the new address got an account in the meantime (409), and keeps the old address', async () => {
    const owner = await createOwner(testApp.services);
    const other = await createOwner(testApp.services);
    const agent = await signIn(owner);
    await agent
      .patch('/api/user/profile')
      .send({ email: other.email, currentPassword: owner.password })
      .expect(200);
    const token = await tokenFromLatestMail(testApp, other.email, '/verify-email');
    const response = await request(testApp.callback)
      .post('/api/auth/verify-email')
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .send({ token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'conflict',
      message: 'An account with this e-mail address already exists.',
    });
    expect((await agent.get('/api/auth/user')).body.email).toBe(owner.email);
  });

  it('refuses a wrong current password with a translated message', async () => {
    const { agent } = await givenSignedInOwner(testApp);
    const response = await agent
      .post('/api/user/password')
      .set('Accept-Language', 'en')
      .send({ currentPassword: 'wrong password', newPassword: 'a brand new password' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'reauthentication_required',
      message: 'Confirm this change with your current password: it is missing or incorrect.',
    });
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('changes the password, ends the other sessions and rotates the current one', async () => {
    const owner = await createOwner(testApp.services);
    const oldCookie = await sessionCookieOf(testApp, owner);
    const other = await signIn(owner);
    expect((await other.get('/api/auth/user')).status).toBe(200);

    const response = await request(testApp.callback)
      .post('/api/user/password')
      .set('Origin', ORIGIN)
      .set('Cookie', oldCookie)
      .send({ currentPassword: owner.password, newPassword: 'a brand new password' });
    expect(response.status).toBe(204);
    const newCookie = sessionCookie(response.headers['set-cookie']);
    expect(newCookie).not.toBe(oldCookie);

    expect((await request(testApp.callback).get('/api/auth/user').set('Cookie', newCookie)).status).toBe(200);
    expect((await request(testApp.callback).get('/api/auth/user').set('Cookie', oldCookie)).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect(
      (await request(testApp.callback).get('/api/user/sessions').set('Cookie', newCookie)).body.items,
    ).toHaveLength(1);

    await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: owner.email, password: owner.password })
      .expect(401);
    await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: owner.email, password: 'a brand new password' })
      .expect(200);
  });
});
