import type { TContractSigningResponse } from '@immodesk/contracts/contracts/signing/contractSigning.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSigningDeps } from './contractSigningDeps';
import { presentSigners } from '../presenters/presentSigners';
import { contractTenants, landlordOf } from './findContractParties';

/** GET /api/contracts/:id/signing: the contract page's signing panel (404 for another organization's contract). */
export async function getContractSigning(
  deps: Pick<ContractSigningDeps, 'contracts' | 'contacts' | 'identity' | 'signing'>,
  context: RequestContext,
  contractId: string,
): Promise<TContractSigningResponse> {
  const contract = await deps.contracts.getContract(context, { id: contractId });
  const [tenants, landlord, signatures, auditTrail, original, hasLiveShareLink, frozen] = await Promise.all([
    contractTenants(deps, context, contract),
    landlordOf(deps, context),
    deps.signing.listSignatures(context.organizationId, contract.id),
    deps.signing.listAuditEvents(context.organizationId, contract.id),
    deps.signing.findSignedOriginal(context.organizationId, contract.id),
    deps.signing.hasLiveShareLink(context, contract.id),
    deps.signing.getFrozenLease(context.organizationId, contract.id),
  ]);
  return {
    signers: presentSigners(tenants, landlord.name, signatures),
    hasLiveShareLink,
    signedDocumentId: original?.documentId ?? null,
    signedSha256: original?.sha256 ?? null,
    frozenLease: frozen ? { sha256: frozen.sha256, frozenAt: frozen.frozenAt.toISOString() } : null,
    auditTrail: [
      // The trail begins where the contract did; that moment is the contract's own record.
      {
        type: 'created' as const,
        actor: `${landlord.name} <${landlord.email}>`,
        sha256: null,
        ipAddress: null,
        occurredAt: contract.createdAt,
      },
      ...auditTrail.map((event) => ({
        type: event.type,
        actor: event.actor,
        sha256: event.sha256,
        ipAddress: event.ipAddress,
        occurredAt: event.occurredAt.toISOString(),
      })),
    ],
  };
}
