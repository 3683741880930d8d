import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/uniqueViolation';
import { JobLockEntity } from './jobLockEntity';

/**
 * A lease per job name in the database: only the instance holding an unexpired lease runs the job, so several
 * BFF instances can all schedule it and it still runs once at a time.
 */
export function jobLocks(dataSource: DataSource) {
  const locks = dataSource.getRepository(JobLockEntity);
  return {
    async tryAcquire(name: string, owner: string, now: Date, leaseMs: number): Promise<boolean> {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      const taken = await locks
        .createQueryBuilder()
        .update()
        .set({ owner, lockedUntil })
        .where('name = :name AND (locked_until <= :now OR owner = :owner)', { name, now, owner })
        .execute();
      if (taken.affected) return true;
      try {
        await locks.insert({ name, owner, lockedUntil });
        return true;
      } catch (error) {
        // Another instance holds the lease (or created the row first); any other failure is the job runner's to log.
        if (!isUniqueViolation(error)) throw error;
        return false;
      }
    },

    async release(name: string, owner: string, now: Date): Promise<void> {
      await locks.update({ name, owner }, { lockedUntil: now });
    },
  };
}
