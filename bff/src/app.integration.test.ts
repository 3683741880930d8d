import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '@immodesk/contracts/common/errors';
import { ZHealthResponse } from '@immodesk/contracts/health/getHealth.contract';
import { ZListPropertiesResponse } from '@immodesk/contracts/properties/listProperties.contract';
import { ZGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import { createOwner, createTestApp, type TestApp } from './testing/createTestApp';
import { createTestProperty } from './testing/portfolio';

const ORIGIN = 'http://localhost:3000';

async function signIn(testApp: TestApp, email: string, password: string) {
  const agent = request.agent(testApp.callback);
  const response = await agent.post('/api/auth/login').set('Origin', ORIGIN).send({ email, password });
  expect(response.status).toBe(200);
  return agent;
}

describe('BFF', () => {
  let testApp: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-static-'));
    fs.mkdirSync(path.join(staticRoot, 'shell'));
    fs.writeFileSync(path.join(staticRoot, 'shell/index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(staticRoot, 'shell/main.0123abcd4567.js'), 'console.log(1)');
    fs.mkdirSync(path.join(staticRoot, 'properties'));
    fs.writeFileSync(path.join(staticRoot, 'properties/mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(staticRoot, 'properties/remoteEntry.js'), '');
    fs.writeFileSync(path.join(staticRoot, 'properties/__federation_expose_spa.89abcdef0123.js'), '');
    testApp = await createTestApp({
      env: { PUBLIC_URL: ORIGIN },
      shellDir: path.join(staticRoot, 'shell'),
      remoteDirs: { properties: path.join(staticRoot, 'properties') },
    });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('reports the database, storage and e-mail as healthy with the time each check took', async () => {
    for (const check of ['database', 'storage', 'email']) {
      const response = await request(testApp.callback).get(`/api/health/${check}`);
      expect(response.status).toBe(200);
      expect(ZHealthResponse.parse(response.body).ok).toBe(true);
    }
  });

  it('answers 401 for the current user when signed out, in the language the browser asks for', async () => {
    const response = await request(testApp.callback)
      .get('/api/auth/user')
      .set('Accept-Language', 'fr-BE,fr;q=0.9');
    expect(response.status).toBe(401);
    expect(ZApiError.parse(response.body)).toEqual({
      code: 'unauthenticated',
      message: "Vous n'êtes pas connecté. Veuillez vous reconnecter.",
    });
  });

  it('refuses a wrong password with a translated invalid_credentials error', async () => {
    const { email } = await createOwner(testApp.services);
    const response = await request(testApp.callback)
      .post('/api/auth/login')
      .set('Accept-Language', 'en')
      .send({ email, password: 'wrong password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'invalid_credentials',
      message: 'Login failed: the e-mail address or password is incorrect.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives per-field validation details in Dutch by default', async () => {
    const response = await request(testApp.callback).post('/api/auth/login').send({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.details).toEqual({
      email: 'Geef een geldig e-mailadres in.',
      password: 'Dit veld is verplicht.',
    });
  });

  it('signs in with an httpOnly session cookie and returns the current user', async () => {
    const { email, password } = await createOwner(testApp.services);
    const login = await request(testApp.callback)
      .post('/api/auth/login')
      .send({ email: email.toUpperCase(), password });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(email);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/immodesk_session=[^;]+;/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    const agent = await signIn(testApp, email, password);
    const user = await agent.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email, firstName: expect.stringMatching(/^Owner/), language: 'nl' });
  });

  it('ends the session on logout and sends the visitor to the public page of their language', async () => {
    const { email, password } = await createOwner(testApp.services, { language: 'fr' });
    const agent = await signIn(testApp, email, password);
    const logout = await agent.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/fr');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it("lists only the signed-in organization's properties, paginated", async () => {
    const owner = await createOwner(testApp.services);
    const other = await createOwner(testApp.services);
    for (const houseNumber of ['1', '2', '3']) {
      await createTestProperty(testApp, owner.context, {
        street: 'Veldstraat',
        houseNumber,
        rentCents: 95000,
      });
    }
    await createTestProperty(testApp, other.context, {
      street: 'Rue Neuve',
      houseNumber: '5',
      postalCode: '1000',
      city: 'Bruxelles',
      type: 'house',
    });
    const agent = await signIn(testApp, owner.email, owner.password);
    const firstPage = await agent.get('/api/properties?pageSize=2');
    expect(firstPage.status).toBe(200);
    const body = ZListPropertiesResponse.parse(firstPage.body);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items.every((property) => property.city === 'Gent')).toBe(true);
    expect(body.items[0]?.latitude).toBeCloseTo(51.05, 1);
    const secondPage = ZListPropertiesResponse.parse(
      (await agent.get('/api/properties?pageSize=2&page=2')).body,
    );
    expect(secondPage.items).toHaveLength(1);
  });

  it('refuses a page size above 200', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(testApp, owner.email, owner.password);
    const response = await agent.get('/api/properties?pageSize=500');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details)).toEqual(['pageSize']);
  });

  it('creates a property from the Dutch type key and derives its coordinates from the postal code', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(testApp, owner.email, owner.password);
    const response = await agent.post('/api/properties').set('Origin', ORIGIN).send({
      street: 'Meir',
      houseNumber: '12',
      bus: '3',
      postalCode: '2000',
      city: 'Antwerpen',
      type: 'kot',
      rentCents: 45000,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: 'student_room',
      country: 'BE',
      status: 'active',
      occupancy: 'available',
      rentCents: 45000,
    });
    expect(response.body.urlCode).toBe('meir-12-3-antwerpen');
    expect(response.body.longitude).toBeCloseTo(4.4, 0);
  });

  it('refuses a state-changing request from another origin (CSRF guard)', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(testApp, owner.email, owner.password);
    const response = await agent
      .post('/api/properties')
      .set('Origin', 'https://evil.example')
      .send({ street: 'X', houseNumber: '1', postalCode: '9000', city: 'Gent', type: 'house' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forbidden');
    const withoutOrigin = await agent
      .post('/api/properties')
      .send({ street: 'X', houseNumber: '1', postalCode: '9000', city: 'Gent', type: 'house' });
    expect(withoutOrigin.status).toBe(403);
  });

  it('answers unknown API paths with a JSON not_found', async () => {
    const response = await request(testApp.callback).get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });

  it('serves the shell-config with branding and the registered remotes', async () => {
    const response = await request(testApp.callback).get('/api/shell-config');
    expect(response.status).toBe(200);
    const config = ZGetShellConfigResponse.parse(response.body);
    expect(config.remotes.map((remote) => remote.name).sort()).toEqual([
      'ai',
      'contacts',
      'documents',
      'finance',
      'properties',
    ]);
    expect(config.branding.productName.length).toBeGreaterThan(0);
  });

  it('serves the shell with a SPA fallback and remotes with the right cache rules', async () => {
    const deepLink = await request(testApp.callback).get('/properties/abc123');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>shell</title>');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const chunk = await request(testApp.callback).get('/main.0123abcd4567.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request(testApp.callback).get('/remotes/properties/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(
      (await request(testApp.callback).get('/remotes/properties/remoteEntry.js')).headers['cache-control'],
    ).toBe('no-cache');
    expect(
      (await request(testApp.callback).get('/remotes/properties/__federation_expose_spa.89abcdef0123.js'))
        .headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    expect((await request(testApp.callback).get('/remotes/contacts/mf-manifest.json')).status).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await request(testApp.callback).get('/api/health/database');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
