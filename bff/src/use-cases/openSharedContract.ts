import type { ResolvedShare } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSigningDeps } from './contractSigningDeps';

/** A share link acts for the landlord who made it, inside their organization. */
const shareContext = (share: ResolvedShare): RequestContext => ({
  organizationId: share.organizationId,
  userId: share.sharedByUserId,
});

/** The contract a share token opens, with the context the link acts in (unknown, revoked or expired: 404). */
export async function openSharedContract(
  deps: Pick<ContractSigningDeps, 'signing' | 'contracts'>,
  shareToken: string,
) {
  const share = await deps.signing.resolveShareToken(shareToken);
  const context = shareContext(share);
  const contract = await deps.contracts.getContract(context, { id: share.contractId });
  return { share, context, contract };
}
