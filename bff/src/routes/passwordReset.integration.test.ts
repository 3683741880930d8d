import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const START = '2026-03-15T09:00:00Z';
const clock = movableClock(START);

describe('password reset', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, body: object, language = 'en') =>
    request(testApp.callback).post(path).set('Origin', ORIGIN).set('Accept-Language', language).send(body);

  it('mails a link that sets a new password once, ends every session, and fails the second time with the SPEC message', async () => {
    const { email, password } = await createOwner(testApp.services, { language: 'en' });
    const device = await signedInAgent(testApp, { email, password });

    expect((await post('/api/auth/forgot-password', { email })).status).toBe(204);
    const [mail] = await mailsTo(testApp, email);
    expect(mail?.subject).toBe('Set a new password for Immodesk');
    const token = await tokenFromLatestMail(testApp, email, '/reset-password');

    expect((await post('/api/auth/reset-password', { token, password: 'a brand new secret' })).status).toBe(
      204,
    );
    expect((await device.get('/api/auth/user')).status).toBe(401);
    expect((await post('/api/auth/login', { email, password })).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'a brand new secret' })).status).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'yet another secret' }, 'nl');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      code: 'business_rule',
      message: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
    });
  });

  it('answers 204 for an unknown address without sending anything', async () => {
    expect((await post('/api/auth/forgot-password', { email: 'ghost@example.be' })).status).toBe(204);
    expect(await mailsTo(testApp, 'ghost@example.be')).toHaveLength(0);
  });

  it('refuses a reset link after one hour', async () => {
    const { email } = await createOwner(testApp.services);
    await post('/api/auth/forgot-password', { email });
    const token = await tokenFromLatestMail(testApp, email, '/reset-password');
    clock.advance(60 * 60_000 + 1000);
    try {
      expect((await post('/api/auth/reset-password', { token, password: 'a brand new secret' })).status).toBe(
        422,
      );
    } finally {
      clock.set(START);
    }
  });

  it('refuses a password shorter than 8 characters with a per-field message', async () => {
    const response = await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual({ password: 'At least 8 characters.' });
  });
});
