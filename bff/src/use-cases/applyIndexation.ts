import type { TRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { RequestContext } from '@immodesk/platform/context';
import { indexationSubject, type IndexationSubjectDeps } from './previewIndexation';

export type ApplyIndexationDeps = IndexationSubjectDeps & {
  indexation: Pick<IndexationApi, 'applyIndexation'>;
  finance: Pick<FinanceApi, 'repriceFutureDueItems'>;
};

/**
 * POST /api/contracts/:id/indexations: records the indexation of the written request of `date` (old and new rent,
 * both indices, the rule) once per lease year, then gives the new rent to the lease's due items from `newRentFrom`
 * on that nothing was paid on yet, and to every item the rent schedule makes later. An indexation that leaves the
 * rent unchanged (an EPC freeze) changes no due item.
 */
export async function applyIndexation(
  deps: ApplyIndexationDeps,
  context: RequestContext,
  input: { contractId: string; date: string },
): Promise<TRentIndexation> {
  const contract = await deps.contracts.getContract(context, { id: input.contractId });
  const subject = await indexationSubject(deps, context, contract, input.date);
  const indexation = await deps.indexation.applyIndexation(context, subject);
  if (indexation.newRentCents !== indexation.oldRentCents) {
    await deps.finance.repriceFutureDueItems(context, {
      contractId: contract.id,
      effectiveFrom: indexation.newRentFrom,
      rentCents: indexation.newRentCents,
    });
  }
  return indexation;
}
