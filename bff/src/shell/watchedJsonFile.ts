import fs from 'node:fs';
import type { z } from 'zod';

/**
 * A JSON file validated with zod and re-read when its modification time changes, so an operator's edit goes
 * live on the next page load without a restart. The stat is checked on every call: it costs microseconds, and a
 * throttle would hand out a stale registry (and a stale Content-Security-Policy) right after an edit.
 */
export function watchedJsonFile<T>(file: string, schema: z.ZodType<T>): () => T {
  let cached: { mtimeMs: number; size: number; value: T } | undefined;
  return () => {
    const { mtimeMs, size } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
      const value = schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      cached = { mtimeMs, size, value };
    }
    return cached.value;
  };
}
