import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@immodesk/contracts/common/errors';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { sessionCookie, sessionCookieOf } from '../testing/signedInAgent';
import { attackBody, validParams } from './attackBodies';
import { routeInventory, type InventoryRoute } from './routeInventory';
import { callRoute, fillPath } from './routeRequest';

const ORIGIN = 'http://localhost:3000';
const FORGED = 'https://evil.example';

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
  });
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
