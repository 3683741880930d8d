import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import busboy from 'busboy';
import { AppError } from '@immodesk/platform/errors';
import { SIGNATURE_BYTES, type SpooledFile } from '@immodesk/platform/ports/storage/fileContent';
import type { AppContext } from './appContext';
import { takeUploadSlot } from './uploadSlots';

/** Room for the form's boundaries, part headers and text fields on top of the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The form's `file` part, spooled to a temporary file that is removed once the response is sent. */
export type UploadedFormFile = SpooledFile & { name: string };

export type MultipartUpload = {
  /** The form's text fields by name (the last value when a name repeats). */
  fields: Record<string, string>;
  file: UploadedFormFile | null;
};

const unreadableForm = (cause?: unknown) =>
  new AppError('validation_error', { details: { file: 'validation.invalid' }, cause });

/** A temporary folder for this request's file, removed when the response is finished or the client is gone. */
async function temporaryFolder(ctx: AppContext): Promise<string> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'immodesk-upload-'));
  const remove = () => void fsp.rm(folder, { recursive: true, force: true }).catch(() => undefined);
  ctx.res.once('close', remove);
  return folder;
}

/**
 * Reads a `multipart/form-data` request as it arrives: text fields into memory (small), the `file` part straight
 * into a temporary file, keeping only its first bytes for the type check. The size limit holds while streaming:
 * a file beyond `maxFileBytes` is cut at `maxFileBytes + 1` bytes (so the use case refuses it with its own
 * message) and the rest of a slightly larger body is read and discarded, so a browser mid-upload receives a clean
 * 413; a body beyond twice the limit is not read further and the connection is closed after the answer.
 * Each call takes one of the user's upload slots (at most 3 at once).
 */
export async function readMultipartForm(ctx: AppContext, maxFileBytes: number): Promise<MultipartUpload> {
  if (!ctx.request.is('multipart/form-data'))
    throw new AppError('validation_error', { details: { file: 'validation.required' } });
  const session = await ctx.state.session();
  if (session) takeUploadSlot(ctx, session.userId);
  const discardLimit = (maxFileBytes + FORM_OVERHEAD_BYTES) * 2;
  if (Number(ctx.get('content-length') || 0) > discardLimit) {
    ctx.set('Connection', 'close');
    throw new AppError('file_too_large');
  }
  const folder = await temporaryFolder(ctx);
  try {
    return await spoolForm(ctx, folder, maxFileBytes, discardLimit);
  } catch (error) {
    ctx.set('Connection', 'close');
    throw error;
  }
}

function spoolForm(
  ctx: AppContext,
  folder: string,
  maxFileBytes: number,
  discardLimit: number,
): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // Browsers send the file name as raw UTF-8 in the part header.
      parser = busboy({
        headers: ctx.req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          fileSize: maxFileBytes + 1,
          fields: 20,
          fieldSize: FORM_OVERHEAD_BYTES,
          parts: 30,
        },
      });
    } catch (cause) {
      reject(unreadableForm(cause));
      return;
    }
    const fields = new Map<string, string>();
    let file: UploadedFormFile | null = null;
    let written: Promise<void> = Promise.resolve();
    let received = 0;
    let isSettled = false;
    const fail = (error: unknown) => {
      if (isSettled) return;
      isSettled = true;
      ctx.req.unpipe(parser);
      ctx.req.pause();
      reject(error);
    };

    ctx.req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > discardLimit) fail(new AppError('file_too_large'));
    });
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const spooled: UploadedFormFile = {
        name: info.filename ?? '',
        path: path.join(folder, 'upload'),
        sizeBytes: 0,
        head: Buffer.alloc(0),
      };
      file = spooled;
      const heads: Buffer[] = [];
      let headLength = 0;
      stream.on('data', (chunk: Buffer) => {
        spooled.sizeBytes += chunk.length;
        if (headLength < SIGNATURE_BYTES) {
          heads.push(chunk.subarray(0, SIGNATURE_BYTES - headLength));
          headLength += Math.min(chunk.length, SIGNATURE_BYTES - headLength);
        }
      });
      const target = fs.createWriteStream(spooled.path);
      written = new Promise((done, failed) => {
        target.on('finish', () => {
          spooled.head = Buffer.concat(heads);
          done();
        });
        target.on('error', failed);
        stream.on('error', failed);
      });
      stream.pipe(target);
    });
    parser.on('error', (cause) => fail(unreadableForm(cause)));
    parser.on('close', () => {
      written.then(
        () => {
          if (isSettled) return;
          isSettled = true;
          resolve({ fields: Object.fromEntries(fields), file });
        },
        (cause: unknown) => fail(cause),
      );
    });
    ctx.req.on('error', (cause) => fail(unreadableForm(cause)));
    ctx.req.pipe(parser);
  });
}
