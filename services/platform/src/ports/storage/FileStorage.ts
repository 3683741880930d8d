import type { Readable } from 'node:stream';
import type { FileContent } from './fileContent';

/** Where files (photos, documents, exports) live. Keys are `<organizationId>/<area>/<id>`. */
export type FileStorage = {
  /** Stores bytes or a spooled file; a spooled file is copied in chunks, never read whole into memory. */
  put(key: string, body: FileContent, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every stored key (the backup reads the whole store through it). */
  list(): AsyncIterable<string>;
  /** Proves the store answers (used by GET /api/health/storage). */
  check(): Promise<void>;
};
