import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { COSTLY_CHECK_INTERVAL_MS } from './routes/health';
import { createTestApp, type TestApp } from './testing/createTestApp';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';

const ORIGIN = 'http://localhost:3000';

function remotesFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-remotes-')), 'remotes.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      remotes: [
        { name: 'properties', entry: 'https://cdn.example.be/properties/mf-manifest.json', version: '1.0.0' },
        { name: 'contacts', entry: 'http://cdn.evil.example/contacts/mf-manifest.json', version: '1.0.0' },
        { name: 'finance', entry: 'http://localhost:3102/mf-manifest.json', version: '1.0.0' },
      ],
    }),
  );
  return file;
}

const scriptSources = (response: request.Response): string[] =>
  (
    String(response.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src')) ?? ''
  )
    .split(' ')
    .slice(1);

describe('the public surface', () => {
  let testApp: TestApp;
  const clock = movableClock('2026-03-15T09:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN, REMOTES_CONFIG: remotesFile() }, clock });
  });
  afterAll(async () => testApp?.close());

  it('writes at most one storage probe per interval however often anonymous callers ask', async () => {
    const storage = testApp.services.storage;
    const realCheck = storage.check.bind(storage);
    let probes = 0;
    storage.check = async () => {
      probes += 1;
      await realCheck();
    };
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => request(testApp.callback).get('/api/health/storage')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    for (let n = 0; n < 10; n += 1) await request(testApp.callback).get('/api/health/storage').expect(200);
    expect(probes).toBe(1);

    clock.advance(COSTLY_CHECK_INTERVAL_MS);
    await request(testApp.callback).get('/api/health/storage').expect(200);
    expect(probes).toBe(2);
  });

  it('lets the browser run remote code only from https origins, and plain http from loopback in development', async () => {
    const response = await request(testApp.callback).get('/api/health/database');
    const sources = scriptSources(response);
    expect(sources).toContain('https://cdn.example.be');
    expect(sources).toContain('http://localhost:3102');
    expect(sources).not.toContain('http://cdn.evil.example');
  });

  it('allows no plain-http script origin at all in production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://app.example.be',
        SESSION_SECRET: crypto.randomBytes(32).toString('base64'),
        MAIL_DRIVER: 'ses',
        ...PRODUCTION_CHANNELS_ENV,
        REMOTES_CONFIG: remotesFile(),
      },
    });
    try {
      const sources = scriptSources(await request(production.callback).get('/api/health/database'));
      expect(sources).toEqual(["'self'", 'https://cdn.example.be']);
    } finally {
      await production.close();
    }
  });
});
