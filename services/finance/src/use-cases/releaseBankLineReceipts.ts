import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { allocationRepository } from '../repositories/allocationRepository';

/**
 * Undoes a bank statement line's money (the landlord undoes or reassigns a match): every amount it put on due
 * items, kept as credit or carried from that credit to later items goes, in one transaction, and the items it was
 * on owe again at once. Answers the due items that lost money.
 */
export async function releaseBankLineReceipts(
  dataSource: DataSource,
  context: RequestContext,
  lineId: string,
): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    const allocations = allocationRepository(manager);
    const rows = await allocations.fromSourceLine(context.organizationId, lineId);
    await allocations.deleteByIds(
      context.organizationId,
      rows.map((row) => row.id),
    );
    const itemIds = [...new Set(rows.flatMap((row) => (row.rentPaymentId ? [row.rentPaymentId] : [])))];
    await allocations.refreshItems(context.organizationId, itemIds);
    return itemIds;
  });
}
