import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';

/**
 * Each sent lease with who signed it so far (GET /api/contracts[/:id]), so lists and the contract page can read
 * "partly signed" while the status stays `sent`. Other statuses need no signers: draft has none, signed has all.
 */
export async function addSignedBy<T extends TContract>(
  deps: { signing: Pick<SigningApi, 'listSignaturesOfContracts'> },
  context: RequestContext,
  contracts: T[],
): Promise<T[]> {
  const sentIds = contracts.filter((contract) => contract.status === 'sent').map((contract) => contract.id);
  if (sentIds.length === 0) return contracts;
  const signatures = await deps.signing.listSignaturesOfContracts(context.organizationId, sentIds);
  return contracts.map((contract) =>
    contract.status === 'sent'
      ? {
          ...contract,
          signedBy: (signatures[contract.id] ?? []).map(({ role, name }) => ({ role, name })),
        }
      : contract,
  );
}
