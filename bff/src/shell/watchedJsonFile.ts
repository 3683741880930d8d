import fs from 'node:fs';
import type { z } from 'zod';

/**
 * A JSON file validated with zod and re-read when its modification time changes, checked at most once a
 * second, so an operator's edit goes live on the next page load without a restart.
 */
export function watchedJsonFile<T>(file: string, schema: z.ZodType<T>): () => T {
  let cached: { mtimeMs: number; value: T } | undefined;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (cached && now - checkedAt < 1000) return cached.value;
    checkedAt = now;
    const { mtimeMs } = fs.statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const value = schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      cached = { mtimeMs, value };
    }
    return cached.value;
  };
}
