import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { RentPriceEntity, type RentPriceRow } from '../entities/RentPriceEntity';

export function rentPriceRepository(dataSource: DataSource | EntityManager) {
  const prices = dataSource.getRepository(RentPriceEntity);
  return {
    /** One price per contract and day: a second indexation on the same day replaces the first. */
    async put(row: Omit<RentPriceRow, 'id'>): Promise<void> {
      await prices.delete({
        organizationId: row.organizationId,
        contractId: row.contractId,
        effectiveFrom: row.effectiveFrom,
      });
      await prices.insert({ ...row, id: randomUUID() });
    },

    /** The organization's prices of the given contracts effective on or before `on`, oldest first. */
    async ofOrganizationContracts(
      organizationId: string,
      contractIds: readonly string[],
      on: string,
    ): Promise<RentPriceRow[]> {
      if (contractIds.length === 0) return [];
      return prices
        .createQueryBuilder('price')
        .where(
          'price.organizationId = :organizationId AND price.contractId IN (:...contractIds) AND price.effectiveFrom <= :on',
          { organizationId, contractIds: [...contractIds], on },
        )
        .orderBy('price.effectiveFrom', 'ASC')
        .getMany();
    },

    /** The prices of the given contracts (any organization: the schedule job), oldest first. */
    async ofContracts(contractIds: readonly string[]): Promise<RentPriceRow[]> {
      const rows: RentPriceRow[] = [];
      for (let index = 0; index < contractIds.length; index += 1000) {
        const chunk = contractIds.slice(index, index + 1000);
        rows.push(
          ...(await prices
            .createQueryBuilder('price')
            .where('price.contractId IN (:...chunk)', { chunk })
            .orderBy('price.effectiveFrom', 'ASC')
            .getMany()),
        );
      }
      return rows;
    },
  };
}
