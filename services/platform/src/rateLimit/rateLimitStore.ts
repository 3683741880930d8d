import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/uniqueViolation';
import { RateLimitEntity } from './rateLimitEntity';

export type RateLimitRule = {
  /** What is counted, e.g. `login:ip:127.0.0.1`; hash personal data (e-mail addresses) before using it here. */
  key: string;
  limit: number;
  windowMs: number;
};

export type RateLimitVerdict = { isAllowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so a limit holds across every BFF instance. One row per key and
 * window; expired rows are removed now and then by whoever counts.
 */
export function rateLimitStore(dataSource: DataSource) {
  const counters = dataSource.getRepository(RateLimitEntity);

  async function increment(bucket: string, expiresAt: Date): Promise<number> {
    const bumped = await counters
      .createQueryBuilder()
      .update()
      .set({ hits: () => 'hits + 1' })
      .where('bucket = :bucket', { bucket })
      .execute();
    if (!bumped.affected) {
      try {
        await counters.insert({ bucket, hits: 1, expiresAt });
        return 1;
      } catch (error) {
        // Another request created the row first: count on it. Any other failure must not let the request through.
        if (!isUniqueViolation(error)) throw error;
        await counters
          .createQueryBuilder()
          .update()
          .set({ hits: () => 'hits + 1' })
          .where('bucket = :bucket', { bucket })
          .execute();
      }
    }
    const row = await counters.findOne({ where: { bucket } });
    return row?.hits ?? 1;
  }

  return {
    /** Counts one hit for every rule; refused when any rule is over its limit in the current window. */
    async hit(rules: RateLimitRule[], now: Date): Promise<RateLimitVerdict> {
      let verdict: RateLimitVerdict = { isAllowed: true, retryAfterSeconds: 0 };
      for (const rule of rules) {
        const window = Math.floor(now.getTime() / rule.windowMs);
        const windowEnd = (window + 1) * rule.windowMs;
        const hits = await increment(
          `${rule.key}:${rule.windowMs}:${window}`.slice(0, 200),
          new Date(windowEnd),
        );
        if (hits > rule.limit)
          verdict = {
            isAllowed: false,
            retryAfterSeconds: Math.max(
              verdict.retryAfterSeconds,
              Math.ceil((windowEnd - now.getTime()) / 1000),
            ),
          };
      }
      if (Math.random() < 0.01)
        await counters.createQueryBuilder().delete().where('expires_at < :now', { now }).execute();
      return verdict;
    },
  };
}
