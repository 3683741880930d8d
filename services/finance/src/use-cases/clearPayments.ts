import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { dueItemNotFound } from '../domain/dueItemNotFound';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentPayment } from '../domain/rentPayment';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/**
 * DELETE of a payment: every amount on the due item goes (whatever its source), and so does the surplus a manual
 * registration on it carried to later items or to the credit. The item stays, owing its amount again: due items
 * belong to the lease's schedule and are never deleted by hand. An opening balance cleared is no longer one.
 */
export async function clearPayments(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  params: { id: string },
): Promise<RentPayment> {
  const lookup = rentPaymentRepository(dataSource);
  const item = await lookup.findById(context.organizationId, params.id);
  if (!item) throw dueItemNotFound();
  await dataSource.transaction(async (manager) => {
    const allocations = allocationRepository(manager);
    const rows = await allocations.onOrFromItem(context.organizationId, item.id);
    await allocations.deleteByIds(
      context.organizationId,
      rows.map((row) => row.id),
    );
    await allocations.refreshItems(context.organizationId, [
      item.id,
      ...rows.map((row) => row.rentPaymentId),
    ]);
    await rentPaymentRepository(manager).updateNotes(context.organizationId, item.id, {
      notes: item.notes,
      updatedAt: clock.now(),
    });
    await rentPaymentRepository(manager).markSettled(context.organizationId, [item.id], {
      settledAs: null,
      updatedAt: clock.now(),
    });
  });
  const saved = await lookup.findById(context.organizationId, item.id);
  if (!saved) throw dueItemNotFound();
  return toRentPayment(saved, clock.today());
}
