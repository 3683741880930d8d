import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { fromClientAddress } from '../testing/clientAddress';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';
import { givenSignedInOwner } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';

describe('sign-in lockout without enumeration or denial of service', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, body: object, from: string) =>
    request(testApp.callback)
      .post(path)
      .agent(fromClientAddress(from))
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .send(body);
  const login = (body: { email: string; password: string }, from: string) =>
    post('/api/auth/login', body, from);
  const unknownAddress = () => `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}@example.be`;

  async function failFiveTimes(email: string, from: string) {
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push(await login({ email, password: `guess ${attempt}` }, from));
    return answers;
  }

  it('answers a wrong password for an unknown address exactly as for an account, and locks both alike', async () => {
    const owner = await createOwner(testApp.services);
    const known = await failFiveTimes(owner.email, ATTACKER);
    const unknown = await failFiveTimes(unknownAddress(), ATTACKER);
    expect(unknown.map((answer) => [answer.status, answer.body])).toEqual(
      known.map((answer) => [answer.status, answer.body]),
    );
    expect(known[0]?.body).toEqual({
      code: 'invalid_credentials',
      message: 'Login failed: the e-mail address or password is incorrect.',
    });

    const lockedKnown = await login({ email: owner.email, password: owner.password }, ATTACKER);
    expect(lockedKnown.status).toBe(429);
    expect(lockedKnown.body.code).toBe('rate_limited');
    // An unknown address that failed five times is locked the same way, with the same answer.
    const unknownEmail = unknownAddress();
    await failFiveTimes(unknownEmail, ATTACKER);
    const lockedUnknown = await login({ email: unknownEmail, password: 'guess' }, ATTACKER);
    expect([lockedUnknown.status, lockedUnknown.body]).toEqual([lockedKnown.status, lockedKnown.body]);
  });

  it('keeps the lockout to the client address that failed: the owner signs in from elsewhere', async () => {
    const owner = await createOwner(testApp.services);
    await failFiveTimes(owner.email, ATTACKER);
    expect((await login({ email: owner.email, password: owner.password }, ATTACKER)).status).toBe(429);
    const fromOwner = await login({ email: owner.email, password: owner.password }, OWNER);
    expect(fromOwner.status).toBe(200);
    expect(fromOwner.body.email).toBe(owner.email);
  });

  it('doubles the delay with each further failure from the locked address', async () => {
    const owner = await createOwner(testApp.services);
    await failFiveTimes(owner.email, ATTACKER);
    clock.advance(61_000);
    expect((await login({ email: owner.email, password: 'still guessing' }, ATTACKER)).status).toBe(401);
    clock.advance(61_000);
    expect((await login({ email: owner.email, password: owner.password }, ATTACKER)).status).toBe(429);
    clock.advance(60_000);
    expect((await login({ email: owner.email, password: owner.password }, ATTACKER)).status).toBe(200);
  });

  it('signs the owner in with a mailed one-time link while the password login is locked for their address', async () => {
    const owner = await createOwner(testApp.services, { language: 'en' });
    await failFiveTimes(owner.email, OWNER);
    expect((await login({ email: owner.email, password: owner.password }, OWNER)).status).toBe(429);

    expect((await post('/api/auth/login-link', { email: owner.email }, OWNER)).status).toBe(204);
    const [mail] = await mailsTo(testApp, owner.email);
    expect(mail?.subject).toMatch(/sign-in link/);
    const token = await tokenFromLatestMail(testApp, owner.email, '/login/link');
    const [stored] = await testApp.services.dataSource.query(
      "SELECT token_hash AS tokenHash FROM identity_tokens WHERE purpose = 'login_link' AND email = ?",
      [owner.email],
    );
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);

    const agent = request.agent(testApp.callback);
    const signedIn = await agent.post('/api/auth/login-link/consume').set('Origin', ORIGIN).send({ token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: owner.email });
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    const reused = await post('/api/auth/login-link/consume', { token }, OWNER);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      code: 'business_rule',
      message: 'This sign-in link is invalid, has expired or was already used. Request a new one.',
    });
  });

  it('answers 204 for an address without an account and mails nothing; a link expires after 15 minutes', async () => {
    const stranger = unknownAddress();
    expect((await post('/api/auth/login-link', { email: stranger }, OWNER)).status).toBe(204);
    expect(await mailsTo(testApp, stranger)).toEqual([]);

    const owner = await createOwner(testApp.services);
    await post('/api/auth/login-link', { email: owner.email }, OWNER).expect(204);
    const token = await tokenFromLatestMail(testApp, owner.email, '/login/link');
    clock.advance(15 * 60_000 + 1000);
    expect((await post('/api/auth/login-link/consume', { token }, OWNER)).status).toBe(422);
  });

  it('still asks for the second factor after a login link when two-factor is on', async () => {
    const { owner, agent: settings } = await givenSignedInOwner(testApp);
    const setup = await settings
      .post('/api/user/2fa/setup')
      .send({ currentPassword: owner.password })
      .expect(200);
    const totp = (offsetSeconds: number) =>
      generate({
        secret: setup.body.secret as string,
        epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds,
      });
    await settings
      .post('/api/user/2fa/enable')
      .send({ code: await totp(0), currentPassword: owner.password })
      .expect(200);

    await post('/api/auth/login-link', { email: owner.email }, OWNER).expect(204);
    const browser = request.agent(testApp.callback);
    const consumed = await browser
      .post('/api/auth/login-link/consume')
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .send({ token: await tokenFromLatestMail(testApp, owner.email, '/login/link') });
    expect(consumed.status).toBe(401);
    expect(consumed.body.code).toBe('totp_required');
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const completed = await browser
      .post('/api/auth/oauth/second-factor')
      .set('Origin', ORIGIN)
      .send({ code: await totp(30) });
    expect(completed.status).toBe(200);
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ email: owner.email });
  });
});
