import type { DataSource, EntityManager } from 'typeorm';
import { RentIndexationEntity, type RentIndexationRow } from '../entities/RentIndexationEntity';

export function rentIndexationRepository(dataSource: DataSource | EntityManager) {
  const repository = dataSource.getRepository(RentIndexationEntity);
  return {
    listForContract(organizationId: string, contractId: string): Promise<RentIndexationRow[]> {
      return repository.find({ where: { organizationId, contractId }, order: { anniversaryDate: 'DESC' } });
    },
    async listForContracts(organizationId: string, contractIds: string[]): Promise<RentIndexationRow[]> {
      if (contractIds.length === 0) return [];
      return repository
        .createQueryBuilder('indexation')
        .where('indexation.organizationId = :organizationId', { organizationId })
        .andWhere('indexation.contractId IN (:...contractIds)', { contractIds })
        .getMany();
    },
    findOne(organizationId: string, contractId: string, id: string): Promise<RentIndexationRow | null> {
      return repository.findOne({ where: { organizationId, contractId, id } });
    },
    async insert(row: Omit<RentIndexationRow, 'id'>): Promise<RentIndexationRow> {
      return repository.save(repository.create(row));
    },
    /** Removes the contract's recorded indexations (a paper lease's revisions given again replace them). */
    async deleteRecorded(organizationId: string, contractId: string): Promise<void> {
      await repository.delete({ organizationId, contractId, kind: 'recorded' });
    },
    async update(
      organizationId: string,
      id: string,
      changes: Partial<Pick<RentIndexationRow, 'letterDocumentId' | 'letterSentAt'>>,
    ): Promise<void> {
      await repository.update({ organizationId, id }, changes);
    },
  };
}
