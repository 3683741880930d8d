import { LessThanOrEqual, type DataSource } from 'typeorm';
import { DocumentFileDeletionEntity } from '../entities/DocumentFileDeletionEntity';

/** The queue of stored files whose delete failed. */
export function fileDeletionRepository(dataSource: DataSource) {
  const deletions = dataSource.getRepository(DocumentFileDeletionEntity);
  return {
    /** Queues a key (again); a key already queued keeps its attempts. */
    async enqueue(storageKey: string, lastError: string, now: Date): Promise<void> {
      const existing = await deletions.findOne({ where: { storageKey } });
      if (existing) await deletions.update({ storageKey }, { lastError });
      else await deletions.insert({ storageKey, attempts: 0, nextAttemptAt: now, lastError, createdAt: now });
    },

    due: (now: Date, limit: number) =>
      deletions.find({
        where: { nextAttemptAt: LessThanOrEqual(now) },
        order: { nextAttemptAt: 'ASC' },
        take: limit,
      }),

    postpone: (storageKey: string, attempts: number, nextAttemptAt: Date, lastError: string) =>
      deletions.update({ storageKey }, { attempts, nextAttemptAt, lastError }),

    remove: (storageKey: string) => deletions.delete({ storageKey }),

    count: () => deletions.count(),
  };
}
