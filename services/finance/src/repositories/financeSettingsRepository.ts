import type { DataSource, EntityManager } from 'typeorm';
import { FinanceSettingsEntity, type FinanceSettingsRow } from '../entities/FinanceSettingsEntity';

export function financeSettingsRepository(dataSource: DataSource | EntityManager) {
  const settings = dataSource.getRepository(FinanceSettingsEntity);
  return {
    find: (organizationId: string) => settings.findOne({ where: { organizationId } }),

    findMany: async (organizationIds: readonly string[]): Promise<FinanceSettingsRow[]> =>
      organizationIds.length === 0
        ? []
        : settings
            .createQueryBuilder('settings')
            .where('settings.organizationId IN (:...organizationIds)', { organizationIds })
            .getMany(),

    /** Inserts or replaces the organization's row (the primary key is the organization). */
    save: (row: FinanceSettingsRow) => settings.save(row),
  };
}
