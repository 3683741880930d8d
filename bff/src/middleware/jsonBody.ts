import { isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Middleware } from 'koa';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { AppState } from '../http/appContext';

// DELETE too: DELETE /api/user carries the typed e-mail in its body.
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPES = ['application/json', '+json', 'application/csp-report'];

function unreadable(): AppError {
  return new AppError('validation_error', { messageKey: 'errors.unreadableRequest' });
}

function decoded(ctx: { req: Readable; get(field: string): string }): Readable {
  const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
  if (encoding === 'identity') return ctx.req;
  const decompress =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decompress) throw unreadable();
  ctx.req.on('error', (error) => decompress.destroy(error));
  return ctx.req.pipe(decompress);
}

/** The body's bytes, decompressed; past `limit` (counted after decompression, so no zip bomb) a 413. */
async function readBytes(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      throw new AppError('file_too_large', { messageKey: 'errors.fileTooLarge' });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** A key that pollutes a prototype when some later merge trusts it: the body is refused, as @hapi/bourne does. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value && 'prototype' in value)
  )
    throw new SyntaxError('forbidden prototype property');
  return value;
}

/**
 * Reads a JSON body (API.md: JSON in UTF-8, RFC 8259 §8.1). Bytes that are not valid UTF-8 are refused instead of
 * being read with replacement characters, so what a route stores is what the client sent. Only an object or an array
 * is a body; an empty body is `{}`. Other content types are left to the routes that read them (multipart, forms).
 */
export function jsonBody({ limit }: { limit: number }): Middleware<AppState> {
  return async (ctx, next) => {
    if (!PARSED_METHODS.has(ctx.method) || ctx.request.body !== undefined || !ctx.request.is(JSON_TYPES))
      return next();
    if (ctx.request.length !== undefined && ctx.request.length > limit)
      throw new AppError('file_too_large', { messageKey: 'errors.fileTooLarge' });
    const bytes = await readBytes(decoded(ctx), limit).catch((error: unknown) => {
      // An aborted upload or a corrupt compressed body: the client's, never our failure.
      throw isAppError(error) ? error : unreadable();
    });
    if (!isUtf8(bytes)) throw new AppError('validation_error', { messageKey: 'errors.invalidUtf8' });
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    let body: unknown = {};
    if (text.trim() !== '') {
      if (!/^[ \t\n\r]*[[{]/.test(text))
        throw new AppError('validation_error', { messageKey: 'errors.invalidJson' });
      try {
        body = JSON.parse(text, refusePrototypeKeys);
      } catch {
        throw new AppError('validation_error', { messageKey: 'errors.invalidJson' });
      }
    }
    ctx.request.body = body;
    ctx.request.rawBody = text;
    return next();
  };
}
