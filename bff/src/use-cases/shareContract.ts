import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import {
  SHARE_PAGE_PATH,
  type TShareContractResponse,
} from '@immodesk/contracts/contracts/signing/shareContract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSigningDeps } from './contractSigningDeps';
import { landlordOf } from './findContractParties';

/** POST /api/contracts/:id/share: a new share link of the organization's contract (404 for another's). */
export async function shareContract(
  deps: Pick<ContractSigningDeps, 'contracts' | 'identity' | 'signing' | 'publicUrl'>,
  context: RequestContext,
  contractId: string,
): Promise<TShareContractResponse & { contract: TContract }> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const landlord = await landlordOf(deps, context);
  const { token, expiresAt } = await deps.signing.createShareLink(
    context,
    contract.id,
    `${landlord.name} <${landlord.email}>`,
  );
  return {
    shareUrl: `${deps.publicUrl.replace(/\/$/, '')}${SHARE_PAGE_PATH}/${token}`,
    expiresAt: expiresAt.toISOString(),
    contract,
  };
}

/** DELETE /api/contracts/:id/share: every link of the contract stops working. */
export async function revokeContractShare(
  deps: Pick<ContractSigningDeps, 'contracts' | 'identity' | 'signing'>,
  context: RequestContext,
  contractId: string,
): Promise<void> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const landlord = await landlordOf(deps, context);
  await deps.signing.revokeShareLinks(context, contract.id, `${landlord.name} <${landlord.email}>`);
}
