import type { RequestContext } from '@immodesk/platform/context';
import type { PageQuery } from '@immodesk/platform/domain/page';
import { AppError } from '@immodesk/platform/errors';
import type { BankLine, BankLineStatus, LineAllocation } from '../domain/bankLine';
import { bankLineRepository } from '../repositories/bankLineRepository';
import { settleLine } from './settleLine';
import type { StatementsDeps } from './statementsDeps';
import { toBankLine } from './toBankLine';

export async function listBankLines(
  deps: StatementsDeps,
  context: RequestContext,
  query: { status?: BankLineStatus | undefined } & PageQuery,
): Promise<{ items: BankLine[]; total: number }> {
  const { rows, total } = await bankLineRepository(deps.dataSource).list(context.organizationId, query);
  return { items: rows.map(toBankLine), total };
}

async function lineOf(deps: StatementsDeps, context: RequestContext, id: string) {
  const row = await bankLineRepository(deps.dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('bankStatementLine');
  return row;
}

/**
 * The landlord says which due items a line pays: each amount goes on its item (a surplus to the contract's next
 * items). The amounts add up to the line's; every item is the organization's (404 otherwise); a matched line
 * cannot be assigned again (409).
 */
export async function assignBankLine(
  deps: StatementsDeps,
  context: RequestContext,
  id: string,
  allocations: readonly { rentPaymentId: string; amountCents: number }[],
): Promise<BankLine> {
  const repository = bankLineRepository(deps.dataSource);
  const line = await lineOf(deps, context, id);
  if (line.status === 'matched')
    throw new AppError('conflict', { messageKey: 'errors.bankLineAlreadyMatched' });
  const total = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  if (total !== line.amountCents) {
    throw new AppError('business_rule', {
      messageKey: 'errors.bankLineAllocationTotal',
      params: { amount: (line.amountCents / 100).toFixed(2) },
      details: { amountCents: line.amountCents, allocatedCents: total },
    });
  }
  const items = await repository.dueItemsByIds(
    context.organizationId,
    allocations.map((allocation) => allocation.rentPaymentId),
  );
  const contractOf = new Map(items.map((item) => [item.id, item.contractId]));
  if (allocations.some((allocation) => !contractOf.get(allocation.rentPaymentId)))
    throw AppError.notFound('rentPayment');

  if (!(await repository.claimForAssignment(context.organizationId, id, deps.clock.now()))) {
    throw new AppError('conflict', { messageKey: 'errors.bankLineAlreadyMatched' });
  }
  const settled: LineAllocation[] = [];
  try {
    for (const allocation of allocations) {
      const contractId = contractOf.get(allocation.rentPaymentId) ?? '';
      settled.push(
        ...(await settleLine(deps, context, line, {
          contractId,
          amountCents: allocation.amountCents,
          dueItemIds: [allocation.rentPaymentId],
        })),
      );
    }
  } catch (error) {
    // Nothing allocated: the line goes back to the queue as it was; else it keeps what was allocated.
    if (settled.length === 0)
      await repository.update(context.organizationId, id, {
        status: line.status,
        updatedAt: deps.clock.now(),
      });
    else
      await repository.update(context.organizationId, id, {
        allocations: JSON.stringify(settled),
        updatedAt: deps.clock.now(),
      });
    throw error;
  }
  await repository.update(context.organizationId, id, {
    status: 'matched',
    matchReason: null,
    allocations: JSON.stringify(settled),
    updatedAt: deps.clock.now(),
  });
  return toBankLine(await lineOf(deps, context, id));
}

/** Sets a line aside (not rent: a refund, a deposit…); a matched line cannot be ignored (409). */
export async function ignoreBankLine(
  deps: StatementsDeps,
  context: RequestContext,
  id: string,
): Promise<BankLine> {
  const line = await lineOf(deps, context, id);
  if (line.status === 'matched')
    throw new AppError('conflict', { messageKey: 'errors.bankLineAlreadyMatched' });
  await bankLineRepository(deps.dataSource).update(context.organizationId, id, {
    status: 'ignored',
    updatedAt: deps.clock.now(),
  });
  return toBankLine(await lineOf(deps, context, id));
}
