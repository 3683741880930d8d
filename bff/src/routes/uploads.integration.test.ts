import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_UPLOADS_PER_USER, uploadsInProgress } from '../http/uploadSlots';
import { createOwner, type TestApp } from '../testing/createTestApp';
import { sessionCookieOf } from '../testing/signedInAgent';
import { serveTestAppOnLoopback } from '../testing/listenOnLoopback';

const ORIGIN = 'http://localhost:3000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const BOUNDARY = 'immodesk-upload-test';

/** A multipart document upload whose head and first `sentNow` file bytes go out now; `finish()` sends the rest. */
function slowUpload(port: number, cookie: string, content: Buffer = PDF, sentNow = 4) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\nother\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="traag.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const body = Buffer.concat([Buffer.from(head), content, Buffer.from(tail)]);
  const clientRequest = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/documents',
    headers: {
      Origin: ORIGIN,
      Cookie: cookie,
      'Accept-Language': 'en',
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': body.length,
    },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    clientRequest.on('error', reject);
    clientRequest.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null') }),
      );
    });
  });
  clientRequest.write(body.subarray(0, head.length + sentNow));
  return {
    answer,
    finish: () => clientRequest.end(body.subarray(head.length + sentNow)),
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not reached');
}

describe('uploads', () => {
  let testApp: TestApp, port: number, close: () => Promise<void>;
  beforeAll(async () => {
    ({ testApp, port, close } = await serveTestAppOnLoopback({ env: { PUBLIC_URL: ORIGIN } }));
  });
  afterAll(() => close?.());

  it('runs at most 3 uploads of one user at once: the 4th is 429 with a translated message, and a slot frees when one ends', async () => {
    const owner = await createOwner(testApp.services);
    const cookie = await sessionCookieOf(testApp, owner);
    const running = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_USER }, () => slowUpload(port, cookie));
    await until(() => uploadsInProgress(owner.context.userId) === MAX_CONCURRENT_UPLOADS_PER_USER);

    const fourth = slowUpload(port, cookie);
    fourth.finish();
    expect(await fourth.answer).toEqual({
      status: 429,
      body: {
        code: 'rate_limited',
        message: 'You already have 3 uploads in progress. Please wait until one has finished.',
      },
    });

    // Another user is not held up by this one.
    const other = await createOwner(testApp.services);
    const otherUpload = slowUpload(port, await sessionCookieOf(testApp, other));
    otherUpload.finish();
    expect((await otherUpload.answer).status).toBe(201);

    const [first, ...rest] = running;
    first?.finish();
    expect((await first?.answer)?.status).toBe(201);
    await until(() => uploadsInProgress(owner.context.userId) === MAX_CONCURRENT_UPLOADS_PER_USER - 1);
    const next = slowUpload(port, cookie);
    next.finish();
    expect((await next.answer).status).toBe(201);
    for (const upload of rest) upload.finish();
    expect((await Promise.all(rest.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual([
      201, 201,
    ]);
    await until(() => uploadsInProgress(owner.context.userId) === 0);
  });

  it('spools a file to a temporary file while it arrives, and removes it once answered', async () => {
    const owner = await createOwner(testApp.services);
    const cookie = await sessionCookieOf(testApp, owner);
    const content = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const half = 1536 * 1024;
    const spools = () =>
      fs
        .readdirSync(os.tmpdir())
        .filter((name) => name.startsWith('immodesk-upload-'))
        .map((name) => path.join(os.tmpdir(), name, 'upload'))
        .filter((file) => fs.existsSync(file));
    const before = new Set(spools());
    const upload = slowUpload(port, cookie, content, half);
    // While the client is still sending, the received bytes are on disk, not in a buffer of the whole file.
    await until(() =>
      spools().some((file) => !before.has(file) && fs.statSync(file).size >= half - 64 * 1024),
    );
    const [spool] = spools().filter((file) => !before.has(file));
    upload.finish();
    const answer = await upload.answer;
    expect(answer).toMatchObject({
      status: 201,
      body: { sizeBytes: content.length, mimeType: 'application/pdf' },
    });
    await until(() => !fs.existsSync(path.dirname(spool ?? '')));
  });
});
