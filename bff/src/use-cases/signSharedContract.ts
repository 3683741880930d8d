import type { TSignPublicContractResponse } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { ClientEvidence, SignatureSubmission } from '@immodesk/contracts-service/signingApi';
import { isFullySigned } from '../presenters/presentSigners';
import { signableLease } from './assertSignable';
import { completeContractSigning } from './completeContractSigning';
import type { ContractSigningDeps } from './contractSigningDeps';
import { findSigners } from './findContractParties';
import { openSharedContract } from './openSharedContract';

/**
 * POST /api/public/contracts/:shareToken/sign: the verified tenant signs the frozen lease (its hash goes with the
 * signature); the last signature completes the contract.
 */
export async function signSharedContract(
  deps: ContractSigningDeps,
  shareToken: string,
  input: { signingToken: string; submission: SignatureSubmission },
  evidence: ClientEvidence,
): Promise<TSignPublicContractResponse> {
  const { share, context, contract } = await openSharedContract(deps, shareToken);
  const frozen = await signableLease(deps, share.organizationId, contract);
  await deps.signing.recordTenantSignature(
    share,
    input.signingToken,
    input.submission,
    evidence,
    frozen.sha256,
  );
  const { signers } = await findSigners(deps, context, contract);
  if (isFullySigned(signers)) await completeContractSigning(deps, context, contract);
  return { isFullySigned: isFullySigned(signers), signers };
}
