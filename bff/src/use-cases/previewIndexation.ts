import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TIndexationPreview } from '@immodesk/contracts/indexation/indexationPreview.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { IndexationApi, IndexationSubject } from '@immodesk/finance/indexationApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type IndexationSubjectDeps = {
  contracts: Pick<ContractsApi, 'getContract'>;
  properties: Pick<PropertiesApi, 'getPropertyInformation'>;
  clock: Clock;
};

/** A lease in force (signed or running): a draft, an ended or a terminated lease is never indexed. */
export function isInForce(contract: TContract): boolean {
  return contract.status === 'active' || contract.status === 'signed';
}

/** What the indexation rules read of a contract and its property: the lease terms and the property's EPC label. */
export async function indexationSubject(
  deps: Pick<IndexationSubjectDeps, 'properties'>,
  context: RequestContext,
  contract: TContract,
  requestDate: string,
): Promise<IndexationSubject> {
  if (!isInForce(contract))
    throw new AppError('business_rule', { messageKey: 'errors.indexation.contractNotInForce' });
  const information = await deps.properties.getPropertyInformation(context, contract.propertyId);
  return subjectOf(contract, information.energyCertificate.label, requestDate);
}

/** The subject of a lease in force whose property's EPC label is already known (a batch of leases). */
export function subjectOf(
  contract: TContract,
  epcLabel: IndexationSubject['epcLabel'],
  requestDate: string,
): IndexationSubject {
  return {
    contractId: contract.id,
    lease: {
      region: contract.region,
      type: contract.type,
      signedOn: contract.signedOn,
      startsOn: contract.startsOn,
      baseRentCents: contract.rentCents,
      indexBaseMonth: contract.indexBaseMonth,
    },
    epcLabel,
    requestDate,
  };
}

/**
 * GET /api/contracts/:id/indexation/preview?date=: the indexation a written request of `date` (today by default)
 * can claim. Another organization's contract is a 404 (getContract). Also the AI assistant's tool.
 */
export async function previewIndexation(
  deps: IndexationSubjectDeps & { indexation: Pick<IndexationApi, 'previewIndexation'> },
  context: RequestContext,
  input: { contractId: string; date?: string | undefined },
): Promise<TIndexationPreview> {
  const contract = await deps.contracts.getContract(context, { id: input.contractId });
  const subject = await indexationSubject(deps, context, contract, input.date ?? deps.clock.today());
  return deps.indexation.previewIndexation(context, subject);
}
