import type { RequestContext } from '@immodesk/platform/context';
import type { LineAllocation } from '../domain/bankLine';
import { bankLineRepository } from '../repositories/bankLineRepository';
import type { StatementsDeps } from './statementsDeps';

/** The finance service's parts of one receipt as a line's allocations, with each item's due date. */
export async function toLineAllocations(
  deps: StatementsDeps,
  context: RequestContext,
  contractId: string,
  parts: readonly { dueItemId: string | null; period: string | null; amountCents: number }[],
  knownDueDates: ReadonlyMap<string, string> = new Map(),
): Promise<LineAllocation[]> {
  const unknown = parts.flatMap((part) =>
    part.dueItemId && !knownDueDates.has(part.dueItemId) ? [part.dueItemId] : [],
  );
  const looked = await bankLineRepository(deps.dataSource).dueItemsByIds(context.organizationId, unknown);
  const lookedUp = new Map(looked.map((item) => [item.id, item.dueDate]));
  const dueDateOf = (id: string) => knownDueDates.get(id) ?? lookedUp.get(id) ?? null;
  return parts.map((part) => ({
    rentPaymentId: part.dueItemId,
    contractId,
    period: part.period,
    dueDate: part.dueItemId ? dueDateOf(part.dueItemId) : null,
    amountCents: part.amountCents,
  }));
}

/**
 * A line the landlord assigns by hand: its money on the given due item (a surplus on the contract's next items)
 * through the finance service, and the payer's account remembered for the contract.
 */
export async function settleLine(
  deps: StatementsDeps,
  context: RequestContext,
  line: { id: string; bookingDate: string; counterpartyIban: string | null },
  payment: { contractId: string; amountCents: number; dueItemIds: string[] },
): Promise<LineAllocation[]> {
  const [parts = []] = await deps.allocateReceipts(context, [
    { ...payment, paidAt: line.bookingDate, lineId: line.id },
  ]);
  if (line.counterpartyIban)
    await bankLineRepository(deps.dataSource).learnPayers(
      context.organizationId,
      [{ iban: line.counterpartyIban, contractId: payment.contractId }],
      deps.clock.now(),
    );
  return toLineAllocations(deps, context, payment.contractId, parts);
}
