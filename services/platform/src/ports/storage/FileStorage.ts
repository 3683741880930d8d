import type { Readable } from 'node:stream';

/** Where files (photos, documents, exports) live. Keys are `<organizationId>/<area>/<id>`. */
export type FileStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Proves the store answers (used by GET /api/health/storage). */
  check(): Promise<void>;
};
