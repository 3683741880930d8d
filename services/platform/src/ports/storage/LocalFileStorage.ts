import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';
import type { FileStorage } from './FileStorage';
import type { FileContent } from './fileContent';

/** The embedded default: files in a folder under DATA_DIR. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new AppError('validation_error');
    return full;
  }

  async put(key: string, body: FileContent): Promise<void> {
    const file = this.resolve(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body);
      else await fsp.copyFile(body.path, temporary);
      await fsp.rename(temporary, file);
    } catch (error) {
      // A failed write leaves no partial file behind.
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    const root = path.resolve(this.root);
    if (!fs.existsSync(root)) return;
    for (const entry of await fsp.readdir(root, { recursive: true, withFileTypes: true })) {
      // A write in progress is a temporary file until its rename: not a stored file yet.
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.resolve(key);
    await fsp.access(file).catch(() => {
      throw AppError.notFound('file');
    });
    return fs.createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async check(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${crypto.randomBytes(4).toString('hex')}`);
    await fsp.writeFile(probe, 'ok');
    await fsp.rm(probe, { force: true });
  }
}
