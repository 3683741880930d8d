import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openContent, type FileContent } from './fileContent';

/** Hex SHA-256 of a content, read in chunks. */
export async function sha256OfContent(content: FileContent): Promise<string> {
  if (Buffer.isBuffer(content)) return crypto.createHash('sha256').update(content).digest('hex');
  const hash = crypto.createHash('sha256');
  for await (const chunk of openContent(content)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The stored bytes differ from those the checksum was taken of. */
export class ChecksumMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Stored file checksum mismatch: expected ${expected}, got ${actual}`);
    this.name = 'ChecksumMismatchError';
  }
}

/**
 * The stream's bytes, after they were proved to hash to `expectedSha256`: they are copied to a temporary file
 * while hashed (never whole in memory), and only that verified copy is handed out, so a client never receives
 * part of a changed file. The copy is removed when the returned stream closes. Throws ChecksumMismatchError.
 */
export async function verifiedStream(source: Readable, expectedSha256: string): Promise<Readable> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'immodesk-verified-'));
  const removeFolder = () => fsp.rm(folder, { recursive: true, force: true });
  try {
    const file = path.join(folder, 'content');
    const hash = crypto.createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(source, hashing, fs.createWriteStream(file));
    const actual = hash.digest('hex');
    if (actual !== expectedSha256) throw new ChecksumMismatchError(expectedSha256, actual);
    const verified = fs.createReadStream(file);
    verified.once('close', () => void removeFolder());
    return verified;
  } catch (error) {
    await removeFolder();
    throw error;
  }
}
