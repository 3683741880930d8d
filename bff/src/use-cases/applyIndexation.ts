import type { TRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { RequestContext } from '@immodesk/platform/context';
import { indexationSubject, type IndexationSubjectDeps } from './previewIndexation';

export type ApplyIndexationDeps = IndexationSubjectDeps & { indexation: Pick<IndexationApi, 'applyIndexation'> };

/**
 * POST /api/contracts/:id/indexations: records the indexation of the written request of `date` (old and new rent,
 * both indices, the rule) once per lease year.
 */
export async function applyIndexation(deps: ApplyIndexationDeps, context: RequestContext, input: { contractId: string; date: string }): Promise<TRentIndexation> {
  const contract = await deps.contracts.getContract(context, { id: input.contractId });
  const subject = await indexationSubject(deps, context, contract, input.date);
  return deps.indexation.applyIndexation(context, subject);
}
