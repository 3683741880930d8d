import type { Server } from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrors } from './http/answerClientErrors';
import { serveTestAppOnLoopback } from './testing/listenOnLoopback';

const ORIGIN = 'http://localhost:3000';

type RawResponse = { status: number; headers: string; body: string };

/** Writes bytes to the BFF as they are (no client library to correct them) and reads the answer to the end. */
function rawRequest(
  port: number,
  head: string,
  body: Buffer | string = '',
  options: { halfClose?: boolean } = {},
): Promise<RawResponse> {
  // A browser keeps its side open until the answer; closing it early (halfClose) is how a short body ends.
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.write(
      `${head.trim().replace(/\n/g, '\r\n')}\r\nHost: localhost:3000\r\nOrigin: ${ORIGIN}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
    if (options.halfClose) socket.end();
  });
}

function jsonBody(response: RawResponse): unknown {
  // A chunked body: take the JSON object out of the chunk framing.
  const start = response.body.indexOf('{');
  return JSON.parse(response.body.slice(start, response.body.lastIndexOf('}') + 1));
}

describe('malformed transport input', () => {
  let port: number, close: () => Promise<void>;
  beforeAll(async () => {
    let server: Server;
    ({ server, port, close } = await serveTestAppOnLoopback({ env: { PUBLIC_URL: ORIGIN } }));
    answerClientErrors(server);
  });
  afterAll(() => close?.());

  const login = JSON.stringify({ email: 'an@example.be', password: 'whatever it is' });
  const expectUnreadable = (response: RawResponse) => {
    expect(response.status).toBe(400);
    expect(jsonBody(response)).toEqual({
      code: 'validation_error',
      message: 'The request could not be read.',
    });
  };

  it.each([
    ['an unknown Content-Encoding with 400, not 500', 'x-evil', login],
    ['a body that claims gzip but is not with 400', 'gzip', login],
    ['a truncated gzip body with 400', 'gzip', zlib.gzipSync(login).subarray(0, 20)],
  ])('answers %s', async (_case, encoding, body) => {
    expectUnreadable(
      await rawRequest(
        port,
        `POST /api/auth/login HTTP/1.1\nContent-Type: application/json\nContent-Encoding: ${encoding}\nContent-Length: ${body.length}`,
        body,
      ),
    );
  });

  it('answers a body shorter than its Content-Length with 400 in the error shape', async () => {
    const response = await rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\nContent-Type: application/json\nContent-Length: ${login.length + 40}`,
      login,
      { halfClose: true },
    );
    expect(response.status).toBe(400);
    expect(jsonBody(response)).toEqual({
      code: 'validation_error',
      message: 'Het verzoek kon niet gelezen worden.',
    });
  });

  it('answers a body longer than its Content-Length with 400 in the error shape', async () => {
    const response = await rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\nContent-Type: application/json\nContent-Length: 5`,
      `${login}\r\n`,
    );
    expect(response.status).toBe(400);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.stringify(jsonBody(response))).toMatch(/"code":"validation_error"/);
  });

  it('answers Content-Length together with Transfer-Encoding with 400 in the error shape', async () => {
    const response = await rawRequest(
      port,
      `POST /api/auth/login HTTP/1.1\nContent-Type: application/json\nContent-Length: ${login.length}\nTransfer-Encoding: chunked`,
      login,
    );
    expect(response.status).toBe(400);
    expect(jsonBody(response)).toMatchObject({ code: 'validation_error' });
  });

  it.each([
    '/%E0.js',
    '/%E0',
    '/api/%E0',
    '/remotes/properties/%E0.js',
    '/..%2f..%2fetc/passwd',
    '/..%2f..%2fetc/passwd.js',
    '/remotes/properties/..%2f..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
  ])('answers the malformed or escaping path %s with 4xx in the error shape', async (path) => {
    const response = await rawRequest(port, `GET ${path} HTTP/1.1`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(jsonBody(response)).toMatchObject({
      code: expect.stringMatching(/^(validation_error|not_found)$/),
      message: expect.any(String),
    });
    expect(response.body).not.toContain('root:');
  });
});
