import fs from 'node:fs';
import { Readable } from 'node:stream';

/** How much of a file a type check by signature may read (docx and xlsx name their parts near the start). */
export const SIGNATURE_BYTES = 64 * 1024;

/** A received file the BFF spooled to a temporary file while enforcing the size limit; never whole in memory. */
export type SpooledFile = {
  path: string;
  sizeBytes: number;
  /** The first bytes (at most SIGNATURE_BYTES), for the type check. */
  head: Buffer;
};

/** What an upload accepts: a spooled file (HTTP uploads) or bytes already in memory (demo data, tests). */
export type FileContent = Buffer | SpooledFile;

export function contentSize(content: FileContent): number {
  return Buffer.isBuffer(content) ? content.length : content.sizeBytes;
}

/** The first bytes, all a signature check needs. */
export function contentHead(content: FileContent): Buffer {
  return Buffer.isBuffer(content) ? content.subarray(0, SIGNATURE_BYTES) : content.head;
}

/** The content from its start, as a stream read in chunks. */
export function openContent(content: FileContent): Readable {
  return Buffer.isBuffer(content) ? Readable.from([content]) : fs.createReadStream(content.path);
}

/** A file path or the bytes, as libraries like sharp take them (a path is read by the library itself). */
export function contentSource(content: FileContent): string | Buffer {
  return Buffer.isBuffer(content) ? content : content.path;
}
