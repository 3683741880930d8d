import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');
const DAY = 24 * 60 * 60_000;

describe('session lifetime', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const signedInBrowser = async () => (await givenSignedInOwner(testApp)).agent;

  it('ends a session after 30 days without activity', async () => {
    const browser = await signedInBrowser();
    clock.advance(29 * DAY);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    clock.advance(30 * DAY + 60_000);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('ends a session 90 days after sign-in, however active it stays', async () => {
    const browser = await signedInBrowser();
    for (let day = 20; day <= 80; day += 20) {
      clock.advance(20 * DAY);
      expect((await browser.get('/api/auth/user')).status).toBe(200);
    }
    clock.advance(9 * DAY);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    clock.advance(DAY + 60_000);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});
