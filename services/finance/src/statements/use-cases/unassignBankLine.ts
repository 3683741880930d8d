import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BankLine, LineAllocation, UndoneMatch } from '../domain/bankLine';
import { MatchingBook } from '../domain/matching';
import { bankLineRepository } from '../repositories/bankLineRepository';
import type { StatementsDeps } from './statementsDeps';
import { toBankLine } from './toBankLine';

/**
 * The landlord undoes a matched line (issue 31): its money leaves the due items (they owe again at once, through
 * the finance service), the undo is kept on the line (who, when, what it had paid) and the line goes back to the
 * queue with the candidates it has now, nothing booked. Another organization's line is a 404; a line that is not
 * matched a 409. Reassigning is this followed by `assignBankLine`.
 */
export async function unassignBankLine(
  deps: StatementsDeps,
  context: RequestContext,
  id: string,
): Promise<BankLine> {
  const repository = bankLineRepository(deps.dataSource);
  const line = await repository.findById(context.organizationId, id);
  if (!line) throw AppError.notFound('bankStatementLine');
  if (!(await repository.claimForUndo(context.organizationId, id, deps.clock.now())))
    throw new AppError('conflict', { messageKey: 'errors.bankLineNotMatched' });
  try {
    await deps.releaseReceipts(context, id);
  } catch (error) {
    await repository.update(context.organizationId, id, { status: 'matched', updatedAt: deps.clock.now() });
    throw error;
  }
  const [openItems, knownPayers] = await Promise.all([
    repository.openDueItems(context.organizationId),
    repository.knownPayers(context.organizationId, line.counterpartyIban ? [line.counterpartyIban] : []),
  ]);
  const candidates = new MatchingBook(new Map(), openItems, knownPayers).candidatesFor(line);
  const undone: UndoneMatch = {
    undoneAt: deps.clock.now().toISOString(),
    undoneBy: context.userId,
    allocations: (JSON.parse(line.allocations) as LineAllocation[]).map(
      ({ rentPaymentId, period, amountCents }) => ({ rentPaymentId, period, amountCents }),
    ),
  };
  const history = line.undoneMatches ? (JSON.parse(line.undoneMatches) as UndoneMatch[]) : [];
  await repository.update(context.organizationId, id, {
    status: candidates.length > 0 ? 'candidate' : 'unmatched',
    matchReason: null,
    candidates: JSON.stringify(candidates),
    allocations: '[]',
    undoneMatches: JSON.stringify([...history, undone]),
    updatedAt: deps.clock.now(),
  });
  const saved = await repository.findById(context.organizationId, id);
  if (!saved) throw AppError.notFound('bankStatementLine');
  return toBankLine(saved);
}
