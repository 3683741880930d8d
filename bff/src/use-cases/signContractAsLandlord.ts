import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import type { ClientEvidence, SignatureSubmission } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { completeContractSigning } from './completeContractSigning';
import type { ContractSigningDeps } from './contractSigningDeps';
import { isFullySigned, presentSigners } from '../presenters/presentSigners';
import { contractTenants, landlordOf } from './findContractParties';
import { getContractSigning } from './getContractSigning';
import { signableLease } from './assertSignable';

/** A signature given in the sign dialog, and whether it becomes the saved one (settings → signature). */
export type GivenLandlordSignature = { submission: SignatureSubmission; saveForNextTime: boolean };

/**
 * POST /api/contracts/:id/sign: the landlord signs the frozen lease, with the signature given in the dialog (saved
 * for next time when asked) or else their saved one; the last signature completes the contract.
 */
export async function signContractAsLandlord(
  deps: ContractSigningDeps,
  context: RequestContext,
  contractId: string,
  evidence: ClientEvidence,
  given: GivenLandlordSignature | null = null,
): Promise<TContractSigningResponse> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const frozen = await signableLease(deps, context.organizationId, contract);
  const landlord = await landlordOf(deps, context);
  const before = await deps.signing.listSignatures(context.organizationId, contract.id);
  // Checked before the signature is saved, so a refused signing leaves settings → signature as it was.
  if (before.some((signature) => signature.role === 'landlord'))
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.alreadySigned' });
  if (given?.saveForNextTime) await deps.signing.saveLandlordSignature(context, given.submission);
  await deps.signing.recordLandlordSignature(
    context,
    contract.id,
    landlord,
    evidence,
    frozen.sha256,
    given && !given.saveForNextTime ? given.submission : null,
  );
  const [tenants, signatures] = await Promise.all([
    contractTenants(deps, context, contract),
    deps.signing.listSignatures(context.organizationId, contract.id),
  ]);
  if (isFullySigned(presentSigners(tenants, landlord.name, signatures)))
    await completeContractSigning(deps, context, contract);
  return getContractSigning(deps, context, contract.id);
}
