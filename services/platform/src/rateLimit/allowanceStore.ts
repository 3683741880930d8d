import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/uniqueViolation';

export type Allowance = {
  /** What is counted, e.g. `mail-recipients:org:<id>`; no personal data. */
  key: string;
  /** What one use takes (a message: 1; its recipients: how many addresses it mails). */
  cost: number;
  limit: number;
  windowMs: number;
};

export type AllowanceVerdict = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * Counters that only move within their limit, on the `rate_limits` table: one guarded statement per window
 * (`UPDATE … SET hits = hits + cost WHERE bucket = ? AND hits + cost <= limit`), so parallel requests on any
 * number of instances cannot take more than the limit between them. When a later window refuses, the windows
 * already taken are given back, so a refused request costs nothing.
 */
export function allowanceStore(dataSource: DataSource) {
  async function takeOne(bucket: string, cost: number, limit: number, expiresAt: Date): Promise<boolean> {
    if (cost > limit) return false;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if ((await guardedIncrement(bucket, cost, limit)) > 0) return true;
      const [existing]: { hits: number | string }[] = await dataSource.query(
        'SELECT hits FROM rate_limits WHERE bucket = ?',
        [bucket],
      );
      // Full: refused. Created or given back since the UPDATE: try it again.
      if (existing) {
        if (Number(existing.hits) + cost > limit) return false;
        continue;
      }
      try {
        await dataSource.query('INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (?, ?, ?)', [
          bucket,
          cost,
          // UTC `YYYY-MM-DD HH:MM:SS.mmm`: how TypeORM writes a datetime on both drivers (raw SQL binds no Date on SQLite).
          expiresAt.toISOString().replace('T', ' ').replace('Z', ''),
        ]);
        return true;
      } catch (error) {
        // Another request created the window first: take from it like any other.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return false;
  }

  /** The rows the guarded UPDATE changed (a structured result: the raw one differs between drivers). */
  async function guardedIncrement(bucket: string, cost: number, limit: number): Promise<number> {
    const runner = dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        'UPDATE rate_limits SET hits = hits + ? WHERE bucket = ? AND hits + ? <= ?',
        [cost, bucket, cost, limit],
        true,
      );
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }

  async function giveBack(bucket: string, cost: number): Promise<void> {
    await dataSource.query('UPDATE rate_limits SET hits = hits - ? WHERE bucket = ?', [cost, bucket]);
  }

  return {
    /** Takes every allowance, or none: refused with the wait until the refusing window ends. */
    async take(allowances: Allowance[], now: Date): Promise<AllowanceVerdict> {
      const taken: { bucket: string; cost: number }[] = [];
      for (const allowance of allowances) {
        const window = Math.floor(now.getTime() / allowance.windowMs);
        const windowEnd = (window + 1) * allowance.windowMs;
        const bucket = `${allowance.key}:${allowance.windowMs}:${window}`.slice(0, 200);
        if (await takeOne(bucket, allowance.cost, allowance.limit, new Date(windowEnd))) {
          taken.push({ bucket, cost: allowance.cost });
          continue;
        }
        for (const previous of taken) await giveBack(previous.bucket, previous.cost);
        return { isAllowed: false, retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
      }
      return { isAllowed: true };
    },
  };
}
