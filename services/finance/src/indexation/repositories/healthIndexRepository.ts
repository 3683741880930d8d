import type { DataSource, EntityManager } from 'typeorm';
import type { HealthIndexMonth } from '../domain/healthIndex';
import type { HealthIndexBaseMonth } from '../domain/healthIndexBases';
import { HealthIndexMonthEntity } from '../entities/HealthIndexMonthEntity';

/** Rows per INSERT: a whole Statbel base (some 400 months) stays far below every driver's parameter limit. */
const INSERT_CHUNK = 200;

export function healthIndexRepository(source: DataSource | EntityManager) {
  const repository = source.getRepository(HealthIndexMonthEntity);
  return {
    /** The months of one base, oldest first. */
    async all(baseYear: number): Promise<HealthIndexMonth[]> {
      const rows = await repository.find({ where: { baseYear }, order: { month: 'ASC' } });
      return rows.map((row) => ({ month: row.month, points: row.points }));
    },
    /** Every stored month of every base, by base then month. */
    async everyBase(): Promise<HealthIndexBaseMonth[]> {
      const rows = await repository.find({ order: { baseYear: 'ASC', month: 'ASC' } });
      return rows.map((row) => ({ baseYear: row.baseYear, month: row.month, points: row.points }));
    },
    async insert(months: HealthIndexBaseMonth[], now: Date): Promise<void> {
      for (let start = 0; start < months.length; start += INSERT_CHUNK)
        await repository.insert(
          months.slice(start, start + INSERT_CHUNK).map((entry) => ({ ...entry, createdAt: now })),
        );
    },
  };
}
