import type { DataSource } from 'typeorm';
import type { BankTransfer } from '../domain/bankTransfer';
import { BankTransferEntity, type BankTransferRow } from '../entities/BankTransferEntity';

export function bankTransferRepository(dataSource: DataSource) {
  const transfers = dataSource.getRepository(BankTransferEntity);
  return {
    insert: async (row: Omit<BankTransferRow, 'id'>): Promise<BankTransferRow> => transfers.save(row),
    referenceExists: async (structuredReference: string): Promise<boolean> =>
      (await transfers.count({ where: { structuredReference } })) > 0,
    findByReference: (structuredReference: string): Promise<BankTransferRow | null> =>
      transfers.findOne({ where: { structuredReference } }),
    latestPending: (organizationId: string): Promise<BankTransfer | null> =>
      transfers.findOne({ where: { organizationId, status: 'pending' }, order: { createdAt: 'DESC' } }),
    listConfirmed: (organizationId: string): Promise<BankTransfer[]> =>
      transfers.find({
        where: { organizationId, status: 'confirmed' },
        order: { confirmedAt: 'DESC' },
        take: 24,
      }),
    markConfirmed: (id: string, confirmedAt: Date) =>
      transfers.update({ id }, { status: 'confirmed', confirmedAt }),
  };
}
