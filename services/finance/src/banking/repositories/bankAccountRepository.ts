import type { DataSource, EntityManager } from 'typeorm';
import { BankAccountEntity, type BankAccountRow } from '../entities/BankAccountEntity';

export function bankAccountRepository(source: DataSource | EntityManager) {
  const accounts = source.getRepository(BankAccountEntity);
  return {
    /** The primary first, then the oldest first. */
    list: (organizationId: string) =>
      accounts
        .createQueryBuilder('account')
        .where('account.organizationId = :organizationId', { organizationId })
        .orderBy('CASE WHEN account.primarySlot IS NULL THEN 1 ELSE 0 END', 'ASC')
        .addOrderBy('account.createdAt', 'ASC')
        .addOrderBy('account.id', 'ASC')
        .getMany(),

    findById: (organizationId: string, id: string) => accounts.findOne({ where: { organizationId, id } }),

    findPrimary: (organizationId: string) => accounts.findOne({ where: { organizationId, primarySlot: 1 } }),

    /** The oldest account, the one promoted when the primary goes. */
    findOldest: (organizationId: string) =>
      accounts.findOne({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } }),

    count: (organizationId: string) => accounts.count({ where: { organizationId } }),

    insert: (row: Omit<BankAccountRow, 'id'>) => accounts.save(accounts.create(row)),

    async clearPrimary(organizationId: string, updatedAt: Date): Promise<void> {
      await accounts.update({ organizationId, primarySlot: 1 }, { primarySlot: null, updatedAt });
    },

    async markPrimary(organizationId: string, id: string, updatedAt: Date): Promise<void> {
      await accounts.update({ organizationId, id }, { primarySlot: 1, updatedAt });
    },

    async delete(organizationId: string, id: string): Promise<number> {
      return (await accounts.delete({ organizationId, id })).affected ?? 0;
    },
  };
}
