import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import { dueItemNotFound } from '../domain/dueItemNotFound';
import type { Clock } from '@immodesk/platform/ports/clock';
import { splitReceipt } from '../domain/allocation';
import type { PaymentSourceType } from '../entities/PaymentAllocationEntity';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

export type ReceiptSource = { type: 'manual' } | { type: 'bank_statement'; lineId: string };

export type AllocateReceiptInput = {
  contractId: string;
  amountCents: number;
  /** The day the money was received, `YYYY-MM-DD`. */
  paidAt: string;
  source: ReceiptSource;
  /** Pay these items first, in this order (then the contract's other open items); else oldest open item first. */
  dueItemIds?: string[] | undefined;
};

/** One part of the receipt: on a due item, or kept as the contract's credit (`dueItemId` null). */
export type ReceiptAllocation = { id: string; dueItemId: string | null; period: string | null; amountCents: number };

function problemsOf(input: AllocateReceiptInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) problems.amountCents = 'validation.invalid';
  if (!isCalendarDate(input.paidAt)) problems.paidAt = 'validation.invalidDate';
  else if (input.paidAt > today) problems.paidAt = 'validation.notInFuture';
  if (input.source.type === 'bank_statement' && !input.source.lineId) problems.source = 'validation.required';
  return problems;
}

/**
 * Puts an amount received for a contract on its due items: the given ones in order, else the oldest open item
 * first; the surplus goes to the next open items and, when none exists yet, stays as the contract's credit that the
 * schedule puts on the next item it creates. The contract is checked to be the organization's by the caller; a
 * given item that is not the organization's or not this contract's is `not_found`.
 */
export async function allocateReceipt(dataSource: DataSource, clock: Clock, context: RequestContext, input: AllocateReceiptInput): Promise<ReceiptAllocation[]> {
  const problems = problemsOf(input, clock.today());
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return dataSource.transaction(async (manager) => {
    const items = rentPaymentRepository(manager);
    const given = input.dueItemIds ? [...new Set(input.dueItemIds)] : [];
    const found = await items.findByIds(context.organizationId, given);
    const ordered = given.map((id) => found.find((item) => item.id === id));
    if (ordered.some((item) => !item || item.contractId !== input.contractId)) throw dueItemNotFound();
    const others = await items.openItemsOfContract(context.organizationId, input.contractId, { excludeIds: given });
    const targets = [...ordered, ...others].flatMap((item) => (item ? [item] : []));
    const parts = splitReceipt(
      input.amountCents,
      targets.map((item) => ({ id: item.id, outstandingCents: item.amountDueCents - item.paidCents })),
    );
    const sourceType: PaymentSourceType = input.source.type;
    const allocations = allocationRepository(manager);
    const rows = await allocations.insertMany(
      parts.map((part) => ({
        organizationId: context.organizationId,
        contractId: input.contractId,
        rentPaymentId: part.rentPaymentId,
        originRentPaymentId: null,
        sourceType,
        sourceLineId: input.source.type === 'bank_statement' ? input.source.lineId : null,
        amountCents: part.amountCents,
        receivedOn: input.paidAt,
        createdAt: clock.now(),
      })),
    );
    await allocations.refreshItems(context.organizationId, parts.map((part) => part.rentPaymentId));
    return rows.map((row) => ({
      id: row.id,
      dueItemId: row.rentPaymentId,
      period: targets.find((item) => item.id === row.rentPaymentId)?.period ?? null,
      amountCents: row.amountCents,
    }));
  });
}
