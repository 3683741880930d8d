import type { IncomingMessage } from 'node:http';
import { AppError } from '@immodesk/platform/errors';
import type { AppContext } from './appContext';
import { takeUploadSlot } from './uploadSlots';

/** Room for the form's boundaries, part headers and text fields on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads the body, keeping at most `limit` bytes. A slightly larger body is read to its end and discarded, so
 * the client (a browser mid-upload) receives a clean 413 instead of a reset connection; a body beyond
 * `discardLimit` is not read further, and the connection is closed after the answer.
 */
function readBody(request: IncomingMessage, limit: number, discardLimit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > discardLimit) {
        cleanup();
        request.pause();
        reject(new AppError('file_too_large'));
      }
    }
    function onEnd() {
      cleanup();
      if (size > limit) return reject(new AppError('file_too_large'));
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    }
    function onError(error: Error) {
      cleanup();
      reject(error);
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/**
 * Reads a `multipart/form-data` request with Node's built-in parser (the WHATWG `Request.formData()` of undici),
 * so uploads need no extra dependency. The body is held in memory (at most `maxFileBytes` plus a small
 * allowance for the form itself); anything larger is `file_too_large`.
 */
export async function readMultipartForm(ctx: AppContext, maxFileBytes: number): Promise<FormData> {
  if (!ctx.request.is('multipart/form-data')) throw new AppError('validation_error', { details: { file: 'validation.required' } });
  const session = await ctx.state.session();
  if (session) takeUploadSlot(ctx, session.userId);
  const limit = maxFileBytes + FORM_OVERHEAD_BYTES;
  const discardLimit = limit * 2;
  if (Number(ctx.get('content-length') || 0) > discardLimit) {
    ctx.set('Connection', 'close');
    throw new AppError('file_too_large');
  }
  const body = await readBody(ctx.req, limit, discardLimit).catch((error: unknown) => {
    ctx.set('Connection', 'close');
    throw error;
  });
  try {
    return await new Request('http://bff.internal/upload', { method: 'POST', headers: { 'content-type': ctx.get('content-type') }, body }).formData();
  } catch (cause) {
    throw new AppError('validation_error', { details: { file: 'validation.invalid' }, cause });
  }
}
