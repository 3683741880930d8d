import type { TSigner } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { ContractSignature } from '@immodesk/contracts-service/signingApi';
import type { ContractParty } from '../use-cases/findContractParties';

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
