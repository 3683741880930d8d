import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TSigner } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSignature } from '@immodesk/contracts-service/signingApi';
import type { ContractSigningDeps } from './contractSigningDeps';

export type ContractParty = { tenantId: string; name: string; email: string | null; language: TLanguage };

/** The contract's tenants as parties to sign, in the contract's order (each checked to be the organization's). */
export async function contractTenants(
  deps: Pick<ContractSigningDeps, 'contacts'>,
  context: RequestContext,
  contract: TContract,
): Promise<ContractParty[]> {
  const tenants = await Promise.all(contract.tenantIds.map((id) => deps.contacts.getTenant(context, { id })));
  return tenants.map((tenant) => ({
    tenantId: tenant.id,
    name: tenantDisplayName(tenant).primary,
    email: tenant.email,
    language: tenant.language,
  }));
}

/** The landlord as the contract shows them: the account owner's name and e-mail. */
export async function landlordOf(
  deps: Pick<ContractSigningDeps, 'identity'>,
  context: RequestContext,
): Promise<{ name: string; email: string }> {
  const user = await deps.identity.getCurrentUser(context);
  return { name: [user.firstName, user.lastName ?? ''].join(' ').trim(), email: user.email };
}

/** Every party that must sign — each tenant, then the landlord — with when they signed. */
export function presentSigners(
  tenants: ContractParty[],
  landlordName: string,
  signatures: ContractSignature[],
): TSigner[] {
  const signedAt = (signature: ContractSignature | undefined) => signature?.signedAt.toISOString() ?? null;
  return [
    ...tenants.map((tenant) => ({
      role: 'tenant' as const,
      name: tenant.name,
      signedAt: signedAt(signatures.find((signature) => signature.tenantId === tenant.tenantId)),
    })),
    {
      role: 'landlord' as const,
      name: landlordName,
      signedAt: signedAt(signatures.find((signature) => signature.role === 'landlord')),
    },
  ];
}

export function isFullySigned(signers: TSigner[]): boolean {
  return signers.every((signer) => signer.signedAt !== null);
}
