import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner, type SignedInAgent } from '../testing/signedInAgent';

const json = (text: string | Buffer) => (Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));

describe('JSON bodies (UTF-8 only)', () => {
  let testApp: TestApp;
  let agent: SignedInAgent;
  let taskId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
    ({ agent } = await givenSignedInOwner(testApp));
    const created = await agent
      .post('/api/tasks')
      .send({ title: 'Chaudière € 100 – 😀', priority: 'medium', description: '', dueDate: '' });
    expect(created.status).toBe(201);
    taskId = created.body.id as string;
  });
  afterAll(async () => testApp?.close());

  /** PATCH /api/tasks/:id with these exact bytes (superagent would otherwise re-serialise a Buffer as JSON). */
  const patchBytes = (bytes: Buffer, headers: Record<string, string> = {}) =>
    agent
      .patch(`/api/tasks/${taskId}`)
      .set({ 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers })
      .serialize((body: unknown) => body as string)
      .send(bytes);

  it('keeps multi-byte text as sent', async () => {
    expect((await agent.get(`/api/tasks/${taskId}`)).body.title).toBe('Chaudière € 100 – 😀');
  });

  it('refuses bytes that are not UTF-8 with 400 in the API error shape, changing nothing', async () => {
    for (const invalid of [[0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xe9]]) {
      const body = Buffer.concat([json('{"title": "Boiler'), Buffer.from(invalid), json('"}')]);
      const response = await patchBytes(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'validation_error',
        message: 'The data is not valid UTF-8 text and could not be read.',
      });
    }
    expect((await agent.get(`/api/tasks/${taskId}`)).body.title).toBe('Chaudière € 100 – 😀');
  });

  it('reads a gzip body, refuses one past 1 MiB once inflated, and refuses prototype keys', async () => {
    const renamed = await patchBytes(zlib.gzipSync(json('{"title": "Ketel nazien"}')), {
      'Content-Encoding': 'gzip',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Ketel nazien');
    const bomb = zlib.gzipSync(json(`{"title": "${'a'.repeat(2 * 1024 * 1024)}"}`));
    expect((await patchBytes(bomb, { 'Content-Encoding': 'gzip' })).status).toBe(413);
    const polluted = await patchBytes(json('{"title": "x", "__proto__": {"isAdmin": true}}'));
    expect(polluted.status).toBe(400);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
