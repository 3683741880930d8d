import type { RequestContext } from '@immodesk/platform/context';
import type { LineAllocation } from '../domain/bankLine';
import type { MatchingBook } from '../domain/matching';
import { bankLineRepository } from '../repositories/bankLineRepository';
import type { StatementsDeps } from './statementsDeps';

/**
 * Puts a line's money on a contract's due items through the finance service and remembers the payer's account for
 * the contract (a confirmed match: by structured reference or by the landlord's hand).
 */
export async function settleLine(
  deps: StatementsDeps,
  context: RequestContext,
  line: { id: string; bookingDate: string; counterpartyIban: string | null },
  payment: { contractId: string; amountCents: number; dueItemIds?: string[] },
  book?: MatchingBook,
): Promise<LineAllocation[]> {
  const repository = bankLineRepository(deps.dataSource);
  const parts = await deps.allocateReceipt(context, { ...payment, paidAt: line.bookingDate, lineId: line.id });
  for (const part of parts) if (part.dueItemId) book?.recordPayment(part.dueItemId, payment.contractId, part.amountCents);
  if (line.counterpartyIban) {
    await repository.learnPayer(context.organizationId, line.counterpartyIban, payment.contractId, deps.clock.now());
    book?.learnPayer(line.counterpartyIban, payment.contractId);
  }
  const items = await repository.dueItemsByIds(context.organizationId, parts.flatMap((part) => (part.dueItemId ? [part.dueItemId] : [])));
  const dueDateOf = new Map(items.map((item) => [item.id, item.dueDate]));
  return parts.map((part) => ({
    rentPaymentId: part.dueItemId,
    contractId: payment.contractId,
    period: part.period,
    dueDate: part.dueItemId ? (dueDateOf.get(part.dueItemId) ?? null) : null,
    amountCents: part.amountCents,
  }));
}
