import type { TPublicContractResponse } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import { isFullySigned } from '../presenters/presentSigners';
import type { ContractSigningDeps } from './contractSigningDeps';
import { findSigners } from './findContractParties';
import { openSharedContract } from './openSharedContract';

/** GET /api/public/contracts/:shareToken: the contract as the tenant sees it (in the contract's language); the view is recorded. */
export async function getSharedContract(
  deps: ContractSigningDeps,
  shareToken: string,
  evidence: ClientEvidence,
): Promise<TPublicContractResponse> {
  const { share, context, contract } = await openSharedContract(deps, shareToken);
  const [model, { landlord, signers }] = await Promise.all([
    deps.documents.renderContract(context, contract.id),
    findSigners(deps, context, contract),
  ]);
  await deps.signing.appendAuditEvent(share.organizationId, contract.id, {
    type: 'viewed',
    actor: 'share link',
    ipAddress: evidence.ipAddress,
  });
  return {
    contractNumber: contract.contractNumber,
    title: model.title,
    language: contract.language,
    status: contract.status,
    landlordName: landlord.name,
    blocks: model.blocks,
    signers,
    isFullySigned: isFullySigned(signers),
  };
}
