import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './listenOnLoopback';

/** What the push service checked of one request: the VAPID claims (RFC 8292) and the decrypted message. */
export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string; signatureValid: boolean };
  message: unknown;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8292 §2–3: `Authorization: vapid t=<JWT>, k=<P-256 public key>`, the JWT signed ES256 with that key. */
function readVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const rawKey = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(rawKey.subarray(1, 33)), y: b64url(rawKey.subarray(33, 65)) },
    format: 'jwk',
  });
  const signatureValid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID JWT is ${header_.alg}, not ES256`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { audience: claims.aud, subject: claims.sub, expiresAt: claims.exp, publicKey: key, signatureValid };
}

/**
 * A push service on loopback, as a browser vendor runs one (RFC 8030), with one browser's subscription keys: it
 * records every message posted to it, checks its VAPID signature and decrypts its aes128gcm payload (RFC 8291,
 * RFC 8188) with the browser's private key and auth secret, as the browser would.
 */
export async function startLocalPushService() {
  const browser = crypto.createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const received: ReceivedPush[] = [];
  let answer = 201;

  const decrypt = (body: Buffer): unknown => {
    const salt = body.subarray(0, 16);
    const idLength = body[20] ?? 0;
    const serverKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const browserKey = browser.getPublicKey();
    const ecdhSecret = browser.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, serverKey]);
    const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
    const cek = Buffer.from(
      crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([
      decipher.update(cipherText.subarray(0, cipherText.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 0x02 and zero padding.
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('push payload without the last-record delimiter');
    return JSON.parse(padded.subarray(0, end).toString('utf8'));
  };

  const loopback = await listenOnLoopback((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          vapid: readVapid(request.headers.authorization),
          message: decrypt(Buffer.concat(chunks)),
        });
        response.statusCode = answer;
      } catch (error) {
        response.statusCode = 400;
        response.setHeader('X-Test-Error', String(error).slice(0, 200));
      }
      response.end();
    });
  });

  return {
    url: loopback.url,
    received,
    /** The browser's subscription, as `PushSubscription.toJSON()` gives it, for an endpoint at this path. */
    subscription: (path: string) => ({
      endpoint: `${loopback.url}${path}`,
      keys: { p256dh: b64url(browser.getPublicKey()), auth: b64url(authSecret) },
    }),
    /** The status the next messages get (410: the subscription is gone). */
    answerWith: (status: number) => {
      answer = status;
    },
    close: () => loopback.close(),
  };
}
