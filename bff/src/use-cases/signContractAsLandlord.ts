import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { completeContractSigning } from './completeContractSigning';
import type { ContractSigningDeps } from './contractSigningDeps';
import { isFullySigned, presentSigners } from '../presenters/presentSigners';
import { contractTenants, landlordOf } from './findContractParties';
import { getContractSigning } from './getContractSigning';
import { signableLease } from './assertSignable';

/**
 * POST /api/contracts/:id/sign: the landlord signs the frozen lease with their saved signature; the last signature
 * completes the contract.
 */
export async function signContractAsLandlord(
  deps: ContractSigningDeps,
  context: RequestContext,
  contractId: string,
  evidence: ClientEvidence,
): Promise<TContractSigningResponse> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const frozen = await signableLease(deps, context.organizationId, contract);
  const landlord = await landlordOf(deps, context);
  await deps.signing.recordLandlordSignature(context, contract.id, landlord, evidence, frozen.sha256);
  const [tenants, signatures] = await Promise.all([
    contractTenants(deps, context, contract),
    deps.signing.listSignatures(context.organizationId, contract.id),
  ]);
  if (isFullySigned(presentSigners(tenants, landlord.name, signatures)))
    await completeContractSigning(deps, context, contract);
  return getContractSigning(deps, context, contract.id);
}
