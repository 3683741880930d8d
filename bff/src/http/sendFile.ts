import type { Readable } from 'node:stream';
import type { AppContext } from './appContext';
import { contentDisposition } from './contentDisposition';

export type FileResponse = {
  stream: Readable;
  mimeType: string;
  cacheControl: string;
  sizeBytes?: number;
  /** With a name, the file comes with a `Content-Disposition` (a download by default, `inline` to show it). */
  fileName?: string;
  disposition?: 'attachment' | 'inline';
};

/** Streams a stored file to the client with the headers every download needs. */
export function sendFile(ctx: AppContext, file: FileResponse): void {
  ctx.set('Content-Type', file.mimeType);
  if (file.sizeBytes !== undefined) ctx.set('Content-Length', String(file.sizeBytes));
  if (file.fileName !== undefined)
    ctx.set('Content-Disposition', contentDisposition(file.fileName, file.disposition));
  ctx.set('Cache-Control', file.cacheControl);
  // The browser shows the stored type and never sniffs another from the bytes (an uploaded page stays inert).
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.stream;
}

/** A stored image of the signed-in user or organization (profile photo, company logo), shown in the page. */
export function sendOwnImage(
  ctx: AppContext,
  image: { stream: Readable; mimeType: string; sizeBytes?: number | null; updatedAt: Date },
): void {
  // The URL changes with every image (`?v=`), so the browser may keep this one; never a shared cache.
  sendFile(ctx, {
    stream: image.stream,
    mimeType: image.mimeType,
    sizeBytes: image.sizeBytes ?? undefined,
    cacheControl: 'private, max-age=86400',
  });
  ctx.set('Content-Disposition', 'inline');
  ctx.set('Last-Modified', image.updatedAt.toUTCString());
  // Opened on its own, the image runs nothing (an SVG or a page posing as an image stays inert).
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
}
