import type { DataSource, EntityManager } from 'typeorm';
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
export type ReceiptAllocation = {
  id: string;
  dueItemId: string | null;
  period: string | null;
  amountCents: number;
};

function problemsOf(input: AllocateReceiptInput, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    problems.amountCents = 'validation.invalid';
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
export async function allocateReceipt(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: AllocateReceiptInput,
): Promise<ReceiptAllocation[]> {
  const [parts = []] = await allocateReceipts(dataSource, clock, context, [input]);
  return parts;
}

/**
 * Several receipts in one transaction, one after the other (a bank statement's matched lines): each as
 * `allocateReceipt` puts it, all stored or none.
 */
export async function allocateReceipts(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  inputs: readonly AllocateReceiptInput[],
): Promise<ReceiptAllocation[][]> {
  for (const input of inputs) {
    const problems = problemsOf(input, clock.today());
    if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  }
  if (inputs.length === 0) return [];
  return dataSource.transaction((manager) => allocateIn(manager, clock, context, inputs));
}

/** The receipts in order, each on what the ones before it left owed: read once, split in memory, written once. */
async function allocateIn(
  manager: EntityManager,
  clock: Clock,
  context: RequestContext,
  inputs: readonly AllocateReceiptInput[],
): Promise<ReceiptAllocation[][]> {
  const items = rentPaymentRepository(manager);
  const givenIds = [...new Set(inputs.flatMap((input) => input.dueItemIds ?? []))];
  const found = new Map(
    (await items.findByIds(context.organizationId, givenIds)).map((item) => [item.id, item]),
  );
  const open = await items.openItemsOfContracts(
    context.organizationId,
    inputs.map((input) => input.contractId),
  );
  const outstanding = new Map(
    [...found.values(), ...open].map((item) => [item.id, item.amountDueCents - item.paidCents]),
  );
  const openByContract = new Map<string, typeof open>();
  for (const item of open)
    if (item.contractId)
      openByContract.set(item.contractId, [...(openByContract.get(item.contractId) ?? []), item]);
  const now = clock.now();
  const planned = inputs.map((input) => {
    const given = input.dueItemIds ? [...new Set(input.dueItemIds)] : [];
    const ordered = given.map((id) => found.get(id));
    if (ordered.some((item) => !item || item.contractId !== input.contractId)) throw dueItemNotFound();
    const others = (openByContract.get(input.contractId) ?? []).filter((item) => !given.includes(item.id));
    const targets = [...ordered, ...others].flatMap((item) => (item ? [item] : []));
    const parts = splitReceipt(
      input.amountCents,
      targets.map((item) => ({ id: item.id, outstandingCents: outstanding.get(item.id) ?? 0 })),
    );
    for (const part of parts)
      if (part.rentPaymentId)
        outstanding.set(part.rentPaymentId, (outstanding.get(part.rentPaymentId) ?? 0) - part.amountCents);
    const sourceType: PaymentSourceType = input.source.type;
    const rows = parts.map((part) => ({
      organizationId: context.organizationId,
      contractId: input.contractId,
      rentPaymentId: part.rentPaymentId,
      originRentPaymentId: null,
      sourceType,
      sourceLineId: input.source.type === 'bank_statement' ? input.source.lineId : null,
      amountCents: part.amountCents,
      receivedOn: input.paidAt,
      createdAt: now,
    }));
    return { targets, rows };
  });
  const allocations = allocationRepository(manager);
  // A bank line's money is put on items once: a line assigned again (say after an interrupted import) is a conflict.
  const lineIds = inputs.flatMap((input) =>
    input.source.type === 'bank_statement' ? [input.source.lineId] : [],
  );
  if (lineIds.length > 0 && (await allocations.anyFromSourceLines(context.organizationId, lineIds)))
    throw new AppError('conflict');
  const stored = await allocations.insertMany(planned.flatMap((plan) => plan.rows));
  await allocations.refreshItems(
    context.organizationId,
    stored.map((row) => row.rentPaymentId),
  );
  let next = 0;
  return planned.map(({ targets, rows }) =>
    stored.slice(next, (next += rows.length)).map((row) => ({
      id: row.id,
      dueItemId: row.rentPaymentId,
      period: targets.find((item) => item.id === row.rentPaymentId)?.period ?? null,
      amountCents: row.amountCents,
    })),
  );
}
