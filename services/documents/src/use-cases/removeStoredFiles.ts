import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { fileDeletionRepository } from '../repositories/fileDeletionRepository';

/** The first retry waits a minute, each next one twice as long, at most six hours; retries never stop. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const RETRIES_PER_RUN = 100;

const describe = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

/**
 * Deletes stored files whose records are gone. A delete that fails (the store is down) is queued and retried by
 * the document-file-deletions job, so no file outlives its record for good; deleting a missing file is a no-op.
 */
export async function removeStoredFiles(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  storageKeys: string[],
): Promise<void> {
  for (const storageKey of storageKeys) {
    try {
      await storage.delete(storageKey);
    } catch (error) {
      await fileDeletionRepository(dataSource).enqueue(storageKey, describe(error), clock.now());
    }
  }
}

/** One run of the retry job: deletes the due queued files; answers how many went and how many failed again. */
export async function retryFileDeletions(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
): Promise<{ deleted: number; failed: number }> {
  const queue = fileDeletionRepository(dataSource);
  let deleted = 0;
  let failed = 0;
  for (const entry of await queue.due(clock.now(), RETRIES_PER_RUN)) {
    try {
      await storage.delete(entry.storageKey);
      await queue.remove(entry.storageKey);
      deleted += 1;
    } catch (error) {
      const attempts = entry.attempts + 1;
      await queue.postpone(
        entry.storageKey,
        attempts,
        new Date(clock.now().getTime() + retryDelayMs(attempts)),
        describe(error),
      );
      failed += 1;
    }
  }
  return { deleted, failed };
}
