import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTestApp, type TestApp } from './testing/createTestApp';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';

const PUBLIC_URL = 'https://app.example.be';
const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  PUBLIC_URL,
  SESSION_SECRET: crypto.randomBytes(32).toString('base64'),
  MAIL_DRIVER: 'ses',
  SES_ENDPOINT: 'http://127.0.0.1:9',
  ...PRODUCTION_CHANNELS_ENV,
  ...extra,
});

describe('a deployment on a public address with NODE_ENV left at development', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: production({ NODE_ENV: 'development' }) });
  });
  afterAll(async () => testApp?.close());

  it('does not open the development mailbox or outbox, even with NODE_ENV left at development', async () => {
    const { email } = await createOwner(testApp.services);
    await request(testApp.callback)
      .post('/api/auth/forgot-password')
      .set('Origin', PUBLIC_URL)
      .send({ email })
      .expect(204);
    const outbox = await request(testApp.callback).get('/api/dev/outbox').set('Accept-Language', 'en');
    expect(outbox.status).toBe(404);
    expect(outbox.body).toMatchObject({ code: 'not_found' });
    const mailbox = await request(testApp.callback).get('/dev/mailbox');
    expect(mailbox.text).not.toContain(email);
    expect(mailbox.text).not.toContain('reset-password');
  });
});

describe('in production without TRUSTED_PROXIES', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: production() });
  });
  afterAll(async () => testApp?.close());

  it('keeps counting per client address when the client sends its own X-Forwarded-For', async () => {
    const forgot = (n: number) =>
      request(testApp.callback)
        .post('/api/auth/forgot-password')
        .set('Origin', PUBLIC_URL)
        .set('X-Forwarded-For', `198.51.100.${n}`)
        .send({ email: `spray${n}-${Date.now()}@example.be` });
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n += 1) statuses.push((await forgot(n)).status);
    expect(statuses).toContain(429);
  });

  it('records the peer address in the login history, not what the client claims', async () => {
    const { email, password } = await createOwner(testApp.services);
    await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', PUBLIC_URL)
      .set('X-Forwarded-For', '203.0.113.66')
      .send({ email, password })
      .expect(200);
    const rows: { ip: string | null }[] = await testApp.services.dataSource.query(
      'SELECT ip FROM login_history WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      [email],
    );
    expect(rows.map((row) => row.ip)).toEqual([expect.stringMatching(/127\.0\.0\.1|::1/)]);
  });
});

describe('behind one trusted proxy (TRUSTED_PROXIES=1)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: production({ TRUSTED_PROXIES: '1' }) });
  });
  afterAll(async () => testApp?.close());

  it('takes the address the proxy appended, not the one the client put in front of it', async () => {
    const { email, password } = await createOwner(testApp.services);
    await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', PUBLIC_URL)
      .set('X-Forwarded-For', '203.0.113.66, 192.0.2.10')
      .send({ email, password })
      .expect(200);
    const rows: { ip: string | null }[] = await testApp.services.dataSource.query(
      'SELECT ip FROM login_history WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      [email],
    );
    expect(rows.map((row) => row.ip)).toEqual(['192.0.2.10']);
  });

  it('counts a client that varies the forged part of the header as one address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      const response = await request(testApp.callback)
        .post('/api/auth/forgot-password')
        .set('Origin', PUBLIC_URL)
        .set('X-Forwarded-For', `198.51.100.${n}, 192.0.2.20`)
        .send({ email: `proxied${n}-${Date.now()}@example.be` });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});
