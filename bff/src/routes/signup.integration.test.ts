import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetCurrentUserResponse } from '@immodesk/contracts/auth/getCurrentUser.contract';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';

const ORIGIN = 'http://localhost:3000';
let counter = 0;
const newAddress = () => `signup${(counter += 1)}-${Date.now()}@example.be`;

const START = '2026-03-15T09:00:00Z';
const clock = movableClock(START);

describe('sign-up and e-mail verification', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, body: object, language = 'nl') =>
    request(testApp.callback).post(path).set('Origin', ORIGIN).set('Accept-Language', language).send(body);

  it('creates the account, mails a verification link in the chosen language, and allows login only once verified', async () => {
    const email = newAddress();
    const signup = await post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: 'correct horse battery',
      firstName: 'An',
      lastName: 'Peeters',
      language: 'fr',
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ email });

    const [mail] = await mailsTo(testApp, email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Immodesk');
    expect(mail?.text).toContain(`${ORIGIN}/verify-email?token=`);

    const early = await post('/api/auth/login', { email, password: 'correct horse battery' }, 'en');
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      code: 'email_not_verified',
      message: 'Please confirm your e-mail address first.',
    });
    expect(early.headers['set-cookie']).toBeUndefined();

    const token = await tokenFromLatestMail(testApp, email, '/verify-email');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email });

    const agent = request.agent(testApp.callback);
    const login = await agent
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email, password: 'correct horse battery' });
    expect(login.status).toBe(200);
    const user = ZGetCurrentUserResponse.parse((await agent.get('/api/auth/user')).body);
    expect(user).toMatchObject({
      email,
      firstName: 'An',
      language: 'fr',
      isEmailVerified: true,
      pendingEmail: null,
      twoFactorEnabled: false,
      phone: null,
      organizationName: 'An Peeters',
    });
  });

  it('refuses a verification link a second time, and an unknown one, with the translated message', async () => {
    const email = newAddress();
    await post('/api/auth/signup', { email, password: 'correct horse battery', firstName: 'Jan' });
    const token = await tokenFromLatestMail(testApp, email, '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).status).toBe(200);
    const again = await post('/api/auth/verify-email', { token }, 'en');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      code: 'business_rule',
      message: 'This verification link is invalid or has expired. Request a new one.',
    });
    expect((await post('/api/auth/verify-email', { token: 'x'.repeat(43) })).status).toBe(422);
  });

  it('refuses a verification link after 48 hours', async () => {
    const email = newAddress();
    await post('/api/auth/signup', { email, password: 'correct horse battery', firstName: 'Els' });
    const token = await tokenFromLatestMail(testApp, email, '/verify-email');
    clock.advance(48 * 60 * 60 * 1000 + 1000);
    try {
      expect((await post('/api/auth/verify-email', { token })).status).toBe(422);
    } finally {
      clock.set(START);
    }
  });

  it('answers a sign-up for an existing address exactly like a new one, and warns the owner by mail instead', async () => {
    const email = newAddress();
    await post('/api/auth/signup', {
      email,
      password: 'correct horse battery',
      firstName: 'Piet',
      language: 'en',
    });
    const second = await post('/api/auth/signup', {
      email,
      password: 'another password',
      firstName: 'Mallory',
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ email });
    // Both mails may share one second (datetime precision on MariaDB), so find the warning by its subject.
    const warning = (await mailsTo(testApp, email)).find(
      (mail) => mail.subject === 'Someone tried to sign up with your e-mail address',
    );
    expect(warning?.text).toContain(`${ORIGIN}/forgot-password`);
    expect(warning?.text).toContain('Hello Piet,');
  });

  it('resends a verification link to an unverified address, and answers 204 for any address', async () => {
    const email = newAddress();
    await post('/api/auth/signup', { email, password: 'correct horse battery', firstName: 'Lies' });
    expect((await post('/api/auth/resend-verification', { email })).status).toBe(204);
    expect(await mailsTo(testApp, email)).toHaveLength(2);
    expect((await post('/api/auth/resend-verification', { email: 'nobody@example.be' })).status).toBe(204);
    expect(await mailsTo(testApp, 'nobody@example.be')).toHaveLength(0);
  });
});
