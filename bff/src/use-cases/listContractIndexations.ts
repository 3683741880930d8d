import type { TListIndexationsResponse } from '@immodesk/contracts/indexation/rentIndexations.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';

export type ListContractIndexationsDeps = {
  contracts: Pick<Services['contracts'], 'getContract'>;
  indexation: Pick<Services['indexation'], 'listIndexations'>;
};

/** GET /api/contracts/:id/indexations: the lease's indexation history (404 for a lease of another organization). */
export async function listContractIndexations(
  deps: ListContractIndexationsDeps,
  context: RequestContext,
  contractId: string,
): Promise<TListIndexationsResponse> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  return { items: await deps.indexation.listIndexations(context, contract.id) };
}
