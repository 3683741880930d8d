import type { DataSource, EntityManager } from 'typeorm';
import type { HealthIndexMonth } from '../domain/healthIndex';
import { HealthIndexMonthEntity } from '../entities/HealthIndexMonthEntity';

export function healthIndexRepository(source: DataSource | EntityManager) {
  const repository = source.getRepository(HealthIndexMonthEntity);
  return {
    async all(): Promise<HealthIndexMonth[]> {
      const rows = await repository.find({ order: { month: 'ASC' } });
      return rows.map((row) => ({ month: row.month, points: row.points }));
    },
    async inMonths(months: string[]): Promise<HealthIndexMonth[]> {
      if (months.length === 0) return [];
      const rows = await repository
        .createQueryBuilder('index')
        .where('index.month IN (:...months)', { months })
        .getMany();
      return rows.map((row) => ({ month: row.month, points: row.points }));
    },
    async insert(months: HealthIndexMonth[], now: Date): Promise<void> {
      if (months.length > 0) await repository.insert(months.map((entry) => ({ ...entry, createdAt: now })));
    },
  };
}
