import type { TPublicContractResponse } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import { isFullySigned } from '../presenters/presentSigners';
import type { ContractSigningDeps } from './contractSigningDeps';
import { findSigners } from './findContractParties';
import { openSharedContract } from './openSharedContract';

/**
 * GET /api/public/contracts/:shareToken: the contract as the tenant sees it (in the contract's language): the lease
 * frozen at `send` with its SHA-256 (issue 26); a draft shared before sending shows its current rendering, unsigned
 * and without a hash. The view is recorded with the hash shown.
 */
export async function getSharedContract(
  deps: ContractSigningDeps,
  shareToken: string,
  evidence: ClientEvidence,
): Promise<TPublicContractResponse> {
  const { share, context, contract } = await openSharedContract(deps, shareToken);
  const [frozen, { landlord, signers }] = await Promise.all([
    deps.signing.getFrozenLease(share.organizationId, contract.id),
    findSigners(deps, context, contract),
  ]);
  const model = frozen?.model ?? (await deps.documents.renderContract(context, contract.id));
  await deps.signing.appendAuditEvent(share.organizationId, contract.id, {
    type: 'viewed',
    actor: 'share link',
    ipAddress: evidence.ipAddress,
    sha256: frozen?.sha256 ?? null,
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
    documentSha256: frozen?.sha256 ?? null,
  };
}
