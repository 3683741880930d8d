import type { DataSource } from 'typeorm';
import { isPositiveAmountCents } from '@immodesk/contracts/vocabulary/money';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { dueItemNotFound } from '../domain/dueItemNotFound';
import type { Clock } from '@immodesk/platform/ports/clock';
import { splitReceipt } from '../domain/allocation';
import type { RentPayment } from '../domain/rentPayment';
import { allocationRepository } from '../repositories/allocationRepository';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { toRentPayment } from './toRentPayment';

/** Which due item: by its id, or by contract and period (API.md's body). */
export type DueItemSelector = { id: string } | { contractId: string; period: string };

export type RegisterPaymentInput = DueItemSelector & {
  /** Total received on the item so far (not an increment); above the amount due, the surplus is carried. */
  paidCents: number;
  paidAt: string | null;
  /** Undefined keeps the notes; null or empty clears them. */
  notes?: string | null | undefined;
};

/**
 * What a payment on an item may total, as a multiple of its amount due: a year of rent. Beyond it the amount is a
 * typing error (or an attempt to skew the statistics), never a real receipt.
 */
export const MAX_PAYMENT_TIMES_DUE = 12;

function problemsOf(input: RegisterPaymentInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isPositiveAmountCents(input.paidCents)) problems.paidCents = 'validation.invalid';
  if (input.paidCents > 0 && !input.paidAt) problems.paidAt = 'validation.required';
  // A payment cannot have been received in the future.
  if (input.paidAt && Number.isNaN(Date.parse(input.paidAt))) problems.paidAt = 'validation.invalidDate';
  else if (input.paidAt && input.paidAt > today) problems.paidAt = 'validation.notInFuture';
  return problems;
}

/**
 * Sets what was received on a due item (another organization's item: not_found). The amount is the item's total:
 * the manual registration on the item is replaced, and what other payments put on it (a bank statement line, the
 * surplus of an earlier item) counts towards it and cannot be taken off here. Above the amount due, the surplus goes
 * to the contract's next open items, else stays as its credit; an item without contract keeps the overpayment. The
 * total is at most MAX_PAYMENT_TIMES_DUE times the amount due (and EUR 100 million, and above zero).
 */
export async function registerPayment(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: RegisterPaymentInput,
): Promise<RentPayment> {
  const today = clock.today();
  const lookup = rentPaymentRepository(dataSource);
  const item =
    'id' in input
      ? await lookup.findById(context.organizationId, input.id)
      : await lookup.findByContractPeriod(context.organizationId, input.contractId, input.period);
  if (!item) throw dueItemNotFound();
  const problems = problemsOf(input, today);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  if (input.paidCents > MAX_PAYMENT_TIMES_DUE * item.amountDueCents) {
    throw new AppError('validation_error', {
      messageKey: 'rentPayments.errors.aboveMaximum',
      params: { times: MAX_PAYMENT_TIMES_DUE },
      details: { paidCents: 'validation.paymentAboveMaximum' },
    });
  }

  await dataSource.transaction(async (manager) => {
    const items = rentPaymentRepository(manager);
    const allocations = allocationRepository(manager);
    const previous = await allocations.manualFromItem(context.organizationId, item.id);
    await allocations.deleteByIds(
      context.organizationId,
      previous.map((row) => row.id),
    );
    await allocations.refreshItems(context.organizationId, [
      item.id,
      ...previous.map((row) => row.rentPaymentId),
    ]);
    const current = await items.findById(context.organizationId, item.id);
    if (!current) throw dueItemNotFound();
    const fromOtherPayments = current.paidCents;
    if (input.paidCents < fromOtherPayments) {
      throw new AppError('validation_error', {
        messageKey: 'rentPayments.errors.belowOtherPayments',
        params: { amountCents: fromOtherPayments },
        details: { paidCents: 'validation.belowOtherPayments' },
      });
    }
    const manualCents = input.paidCents - fromOtherPayments;
    if (manualCents > 0 && input.paidAt) {
      const onItem = {
        id: current.id,
        outstandingCents: current.contractId
          ? current.amountDueCents - current.paidCents
          : Number.MAX_SAFE_INTEGER,
      };
      const later = current.contractId
        ? await items.openItemsOfContract(context.organizationId, current.contractId, {
            dueOnOrAfter: current.dueDate,
            excludeIds: [current.id],
          })
        : [];
      const parts = splitReceipt(manualCents, [
        onItem,
        ...later.map((row) => ({ id: row.id, outstandingCents: row.amountDueCents - row.paidCents })),
      ]);
      await allocations.insertMany(
        parts.map((part) => ({
          organizationId: context.organizationId,
          contractId: current.contractId,
          rentPaymentId: part.rentPaymentId,
          originRentPaymentId: current.id,
          sourceType: 'manual' as const,
          sourceLineId: null,
          amountCents: part.amountCents,
          receivedOn: input.paidAt as string,
          createdAt: clock.now(),
        })),
      );
      await allocations.refreshItems(
        context.organizationId,
        parts.map((part) => part.rentPaymentId),
      );
    }
    if (input.notes !== undefined)
      await items.updateNotes(context.organizationId, item.id, {
        notes: input.notes?.trim() || null,
        updatedAt: clock.now(),
      });
  });
  const saved = await lookup.findById(context.organizationId, item.id);
  if (!saved) throw dueItemNotFound();
  return toRentPayment(saved, today);
}
