import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');

describe('login hardening', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const login = (body: object, ip = '10.0.0.1') =>
    request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .set('X-Forwarded-For', ip)
      .send(body);

  it('locks after the 5th failure from one address, refusing even the right password, and lets it in after the delay', async () => {
    const { email, password } = await createOwner(testApp.services);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      clock.advance(30_000);
      expect((await login({ email, password: `wrong ${attempt}` })).status).toBe(401);
    }
    const locked = await login({ email, password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 'rate_limited',
      message:
        'Too many failed sign-in attempts for this account from your network. Try again in a few minutes, or sign in with a link mailed to you.',
    });
    expect(locked.headers['set-cookie']).toBeUndefined();

    clock.advance(60_000);
    expect((await login({ email, password })).status).toBe(200);
  });

  it('rotates the session at login: the cookie from before no longer works', async () => {
    const { email, password } = await createOwner(testApp.services);
    const agent = request.agent(testApp.callback);
    await agent.post('/api/auth/login').set('Origin', ORIGIN).send({ email, password }).expect(200);
    const firstCookie = String(
      (await agent.post('/api/auth/login').set('Origin', ORIGIN).send({ email, password })).headers[
        'set-cookie'
      ],
    );
    expect(firstCookie).toContain('immodesk_session=');
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const sessions = await testApp.services.dataSource.query(
      'SELECT COUNT(*) AS n FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      [email],
    );
    expect(Number(sessions[0].n)).toBe(1);
  });

  it('limits sign-ups per client address with a translated 429', async () => {
    const signup = (n: number) =>
      request(testApp.callback)
        .post('/api/auth/signup')
        .set('Origin', ORIGIN)
        .set('Accept-Language', 'fr')
        .send({
          email: `burst${n}-${Date.now()}@example.be`,
          password: 'correct horse battery',
          firstName: 'Bot',
        });
    for (let n = 0; n < 10; n += 1) expect((await signup(n)).status).toBe(201);
    const refused = await signup(10);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives. Veuillez réessayer plus tard.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records every attempt in the login history', async () => {
    const { email, password } = await createOwner(testApp.services);
    await login({ email, password: 'nope' }, '10.0.0.9');
    await login({ email, password }, '10.0.0.9');
    const rows: { success: number | boolean; reason: string | null }[] =
      await testApp.services.dataSource.query(
        'SELECT success, reason FROM login_history WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY created_at, success',
        [email],
      );
    expect(rows.map((row) => [Boolean(row.success), row.reason])).toEqual([
      [false, 'password'],
      [true, null],
    ]);
  });
});
