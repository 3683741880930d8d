import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { RequestContext } from '@immodesk/platform/context';
import { presentSigners } from '../presenters/presentSigners';
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

/** The contract's tenants and landlord, and every party that must sign with when they signed. */
export async function findSigners(
  deps: Pick<ContractSigningDeps, 'contacts' | 'identity' | 'signing'>,
  context: RequestContext,
  contract: TContract,
) {
  const [tenants, landlord, signatures] = await Promise.all([
    contractTenants(deps, context, contract),
    landlordOf(deps, context),
    deps.signing.listSignatures(context.organizationId, contract.id),
  ]);
  return { tenants, landlord, signers: presentSigners(tenants, landlord.name, signatures) };
}
