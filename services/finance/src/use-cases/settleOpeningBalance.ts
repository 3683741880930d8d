import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

export type OpeningBalanceInput = {
  contractId: string;
  /** Every item of the contract due on or before this day was paid before the lease was brought in. */
  paidThrough: string;
};

/**
 * A lease brought in from outside the product (signed on paper): every scheduled item due on or before
 * `paidThrough` that still owes money is settled as an opening balance, received in full on its due date. It is
 * recorded (source `opening_balance`), not a bank payment: the statement matching only sees open items, so it never
 * matches these. Later items follow the normal schedule. Answers how many items were settled.
 */
export async function settleOpeningBalance(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: OpeningBalanceInput,
): Promise<{ settled: number }> {
  return settleOpeningBalances(dataSource, clock, context, {
    contractIds: [input.contractId],
    paidThrough: input.paidThrough,
  });
}

/** Contracts per transaction: their items' ids go into one IN list. */
const CONTRACTS_PER_CHUNK = 100;

/**
 * The same for many leases brought in at once (the rent-roll import), in set queries, one transaction per chunk
 * of contracts. Answers how many items were settled.
 */
export async function settleOpeningBalances(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { contractIds: string[]; paidThrough: string },
): Promise<{ settled: number }> {
  if (!isCalendarDate(input.paidThrough))
    throw new AppError('validation_error', { details: { paidThrough: 'validation.invalidDate' } });
  if (input.paidThrough > clock.today())
    throw new AppError('validation_error', { details: { paidThrough: 'validation.notInFuture' } });
  const { organizationId } = context;
  let settled = 0;
  for (let index = 0; index < input.contractIds.length; index += CONTRACTS_PER_CHUNK) {
    const contractIds = input.contractIds.slice(index, index + CONTRACTS_PER_CHUNK);
    settled += await dataSource.transaction(async (manager) => {
      const items = rentPaymentRepository(manager);
      const allocations = allocationRepository(manager);
      const open = await items.openItemsDueThrough(organizationId, contractIds, input.paidThrough);
      const now = clock.now();
      await allocations.insertMany(
        open.map((item) => ({
          organizationId,
          contractId: item.contractId,
          rentPaymentId: item.id,
          originRentPaymentId: item.id,
          sourceType: 'opening_balance' as const,
          sourceLineId: null,
          amountCents: item.amountDueCents - item.paidCents,
          receivedOn: item.dueDate,
          createdAt: now,
        })),
      );
      const ids = open.map((item) => item.id);
      await items.markPaidInFull(organizationId, ids, { settledAs: 'opening_balance', updatedAt: now });
      return ids.length;
    });
  }
  return { settled };
}
