import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';
import { ZApiError } from '@immodesk/contracts/common/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { sessionCookie, sessionCookieOf } from '../testing/signedInAgent';
import { attackBody, validParams } from './attackBodies';
import { routeInventory, type InventoryRoute } from './routeInventory';
import { callRoute, fillPath } from './routeRequest';

const ORIGIN = 'http://localhost:3000';
const FORGED = 'https://evil.example';
const DAY = 24 * 60 * 60 * 1000;

/** A clock the test moves forward, so a session can grow idle or old. */
function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    today: () => new Date(Date.now() + offset).toISOString().slice(0, 10),
    advance: (ms) => (offset += ms),
  };
}

async function signIn(testApp: TestApp, origin: string, owner: { email: string; password: string }) {
  const login = await request(testApp.callback)
    .post('/api/auth/login')
    .set('Origin', origin)
    .send({ email: owner.email, password: owner.password })
    .expect(200);
  const setCookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => value.startsWith('immodesk_session='));
  return { setCookie: setCookie ?? '', cookie: sessionCookie(login.headers['set-cookie']) };
}

describe('headers and sessions over every route', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let cookie: string;
  let inventory: InventoryRoute[];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN, DIAGNOSTICS: '1' } });
    owner = await createOwner(testApp.services);
    cookie = await sessionCookieOf(testApp, owner);
    inventory = routeInventory(testApp.app);
  }, 180_000);
  afterAll(async () => testApp?.close());

  it('refuses a forged Origin with 403 on every state-changing route of the inventory, before anything runs', async () => {
    const wrong: string[] = [];
    const mutating = inventory.filter((route) => route.isMutating);
    for (const route of mutating) {
      // The providers' form post comes from their own origin by design (PKCE and the state cookie protect it).
      if (route.access === 'oauth-state') continue;
      const forged = request.agent(testApp.callback).set('Origin', FORGED);
      const response = await callRoute(
        forged.set('Cookie', cookie),
        route,
        fillPath(route.path, validParams(route)),
        attackBody(route, 'valid'),
      );
      if (response.status !== 403 || !ZApiError.safeParse(response.body).success)
        wrong.push(`${route.key} → ${response.status}`);
    }
    expect(wrong).toEqual([]);
    expect(mutating.length).toBeGreaterThan(90);
  }, 300_000);

  it('sends a CSP without inline scripts and no CORS header to an origin nobody configured', async () => {
    for (const path of ['/', '/api/health/database', '/api/auth/user', '/api/unknown']) {
      const response = await request(testApp.callback).get(path).set('Origin', FORGED);
      const scriptSources = String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSources, path).toBeDefined();
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(response.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], path).toBeUndefined();
    }
    const preflight = await request(testApp.callback)
      .options('/api/tenants')
      .set('Origin', FORGED)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the session cookie HttpOnly and SameSite, gives a new session at sign-in and ends it at sign-out', async () => {
    const planted = 'immodesk_session=planted-by-an-attacker';
    const login = await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .set('Cookie', planted)
      .send(owner)
      .expect(200);
    const setCookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.startsWith('immodesk_session='));
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=(lax|strict)/i);
    const fresh = sessionCookie(login.headers['set-cookie']);
    expect(fresh).not.toBe(planted);
    await request(testApp.callback).get('/api/auth/user').set('Cookie', planted).expect(401);
    await request(testApp.callback).get('/api/auth/user').set('Cookie', fresh).expect(200);
    await request(testApp.callback).get('/api/logout').set('Cookie', fresh);
    const after = await request(testApp.callback).get('/api/auth/user').set('Cookie', fresh);
    expect(after.status).toBe(401);
    expect(ZApiError.safeParse(after.body).success).toBe(true);
  });
});

describe('the session cookie in production', () => {
  const PUBLIC_URL = 'https://app.example.be';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        ...PRODUCTION_CHANNELS_ENV,
        NODE_ENV: 'production',
        PUBLIC_URL,
        SESSION_SECRET: crypto.randomBytes(32).toString('base64'),
        MAIL_DRIVER: 'ses',
        SES_ENDPOINT: 'http://127.0.0.1:9',
      },
    });
  }, 180_000);
  afterAll(async () => testApp?.close());

  it('carries Secure, HttpOnly and SameSite behind the TLS proxy, and the session works', async () => {
    const { setCookie, cookie } = await signIn(testApp, PUBLIC_URL, await createOwner(testApp.services));
    expect(setCookie).toMatch(/; secure/i);
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=(lax|strict)/i);
    await request(testApp.callback).get('/api/auth/user').set('Cookie', cookie).expect(200);
  });
});

describe('session expiry (30 days after the last activity, never past 90 days after sign-in)', () => {
  const clock = movableClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  }, 180_000);
  afterAll(async () => testApp?.close());

  const currentUser = (cookie: string) =>
    request(testApp.callback).get('/api/auth/user').set('Cookie', cookie).set('Accept-Language', 'en');

  it('refuses a session left idle for more than 30 days with 401 in the API error shape', async () => {
    const { cookie } = await signIn(testApp, ORIGIN, await createOwner(testApp.services));
    clock.advance(29 * DAY);
    expect((await currentUser(cookie)).status).toBe(200);
    clock.advance(30 * DAY + 60_000);
    const expired = await currentUser(cookie);
    expect(expired.status).toBe(401);
    expect(ZApiError.parse(expired.body)).toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses a session in daily use once 90 days have passed since sign-in', async () => {
    const { cookie } = await signIn(testApp, ORIGIN, await createOwner(testApp.services));
    for (let day = 20; day < 90; day += 20) {
      clock.advance(20 * DAY);
      expect((await currentUser(cookie)).status, `day ${day}`).toBe(200);
    }
    clock.advance(11 * DAY);
    const expired = await currentUser(cookie);
    expect(expired.status).toBe(401);
    expect(ZApiError.parse(expired.body)).toMatchObject({ code: 'unauthenticated' });
  });
});
