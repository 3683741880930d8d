import { randomUUID } from 'node:crypto';
import { insertRows } from '@immodesk/platform/database/insertRows';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { PaymentAllocationEntity, type PaymentAllocationRow } from '../entities/PaymentAllocationEntity';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

const REFRESH_CHUNK = 200;

export function allocationRepository(dataSource: DataSource | EntityManager) {
  const allocations = dataSource.getRepository(PaymentAllocationEntity);
  const { type } = 'manager' in dataSource ? dataSource.options : dataSource.dataSource.options;
  const isMySql = type === 'mysql' || type === 'mariadb';
  return {
    async insertMany(rows: readonly Omit<PaymentAllocationRow, 'id'>[]): Promise<PaymentAllocationRow[]> {
      const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
      await insertRows(allocations.manager, PaymentAllocationEntity, withIds);
      return withIds;
    },

    /** Whether any of these bank statement lines already put money on the organization's items. */
    async anyFromSourceLines(organizationId: string, lineIds: readonly string[]): Promise<boolean> {
      for (let index = 0; index < lineIds.length; index += 1000) {
        const chunk = lineIds.slice(index, index + 1000);
        const found = await allocations
          .createQueryBuilder('allocation')
          .where('allocation.organizationId = :organizationId AND allocation.sourceLineId IN (:...chunk)', {
            organizationId,
            chunk,
          })
          .getExists();
        if (found) return true;
      }
      return false;
    },

    /** What one bank statement line put on items or kept as credit (also the credit later carried to items). */
    fromSourceLine: (organizationId: string, sourceLineId: string) =>
      allocations.find({ where: { organizationId, sourceType: 'bank_statement', sourceLineId } }),

    /** Allocations on an item, or made by a manual registration on it (its surplus elsewhere too). */
    onOrFromItem: (organizationId: string, rentPaymentId: string) =>
      allocations.find({
        where: [
          { organizationId, rentPaymentId },
          { organizationId, originRentPaymentId: rentPaymentId },
        ],
      }),

    manualFromItem: (organizationId: string, rentPaymentId: string) =>
      allocations.find({
        where: { organizationId, originRentPaymentId: rentPaymentId, sourceType: 'manual' },
      }),

    async deleteByIds(organizationId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await allocations
        .createQueryBuilder()
        .delete()
        .from(PaymentAllocationEntity)
        .where('organization_id = :organizationId', { organizationId })
        .andWhere('id IN (:...ids)', { ids })
        .execute();
    },

    /** The contract's credit: received amounts not on any item yet, oldest first. */
    creditsOf: (organizationId: string, contractId: string) =>
      allocations.find({
        where: { organizationId, contractId, rentPaymentId: IsNull() },
        order: { receivedOn: 'ASC', createdAt: 'ASC' },
      }),

    /** Contracts (of those given) that hold a credit. */
    async contractsWithCredit(contractIds: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let index = 0; index < contractIds.length; index += 1000) {
        const chunk = contractIds.slice(index, index + 1000);
        const rows = await allocations
          .createQueryBuilder('allocation')
          .select('DISTINCT allocation.contractId', 'contractId')
          .where('allocation.rentPaymentId IS NULL')
          .andWhere('allocation.contractId IN (:...chunk)', { chunk })
          .getRawMany<{ contractId: string }>();
        for (const row of rows) found.add(row.contractId);
      }
      return found;
    },

    async moveToItem(
      organizationId: string,
      id: string,
      rentPaymentId: string,
      amountCents: number,
    ): Promise<void> {
      await allocations.update({ organizationId, id }, { rentPaymentId, amountCents });
    },

    async setAmount(organizationId: string, id: string, amountCents: number): Promise<void> {
      await allocations.update({ organizationId, id }, { amountCents });
    },

    /** Recomputes the items' received total and last payment day from their allocations (by the index on organization and item). */
    async refreshItems(organizationId: string, itemIds: readonly (string | null)[]): Promise<void> {
      const ids = [...new Set(itemIds.filter((id): id is string => id !== null))];
      // Named on MySQL/MariaDB: on an organization's first allocations (a first statement import) InnoDB's
      // statistics still count the table as empty, and the optimizer then reads every allocation of the
      // organization per item through an index keyed by the organization only (seconds for 2,000 items).
      const allocationsOfItem = isMySql
        ? 'payment_allocations allocation FORCE INDEX (idx_payment_allocations_item)'
        : 'payment_allocations allocation';
      const ofItem = `FROM ${allocationsOfItem} WHERE allocation.organization_id = rent_payments.organization_id AND allocation.rent_payment_id = rent_payments.id`;
      // A few hundred items per statement: MariaDB gave up the index on a list of thousands (an opening balance
      // of a hundred leases) and ran the correlated sums for minutes.
      for (let index = 0; index < ids.length; index += REFRESH_CHUNK) {
        await dataSource
          .createQueryBuilder()
          .update(RentPaymentEntity)
          .set({
            paidCents: () => `(SELECT COALESCE(SUM(allocation.amount_cents), 0) ${ofItem})`,
            paidAt: () => `(SELECT MAX(allocation.received_on) ${ofItem})`,
          })
          .where('organization_id = :organizationId', { organizationId })
          .andWhere('id IN (:...ids)', { ids: ids.slice(index, index + REFRESH_CHUNK) })
          .execute();
      }
    },
  };
}
