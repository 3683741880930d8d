import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';

export type WithdrawContractDeps = {
  contracts: Pick<ContractsApi, 'getContract' | 'withdrawContract' | 'deleteContract'>;
  signing: Pick<SigningApi, 'voidSignatures' | 'listSignatures'>;
  identity: Pick<IdentityApi, 'getCurrentUser'>;
};

/**
 * POST /api/contracts/:id/withdraw (issue 26): a sent lease goes back to draft (409 otherwise), its signatures are
 * voided, its share links stop, and the audit trail records `withdrawn`.
 */
export async function withdrawContract(
  deps: WithdrawContractDeps,
  context: RequestContext,
  id: string,
): Promise<TContract> {
  const withdrawn = await deps.contracts.withdrawContract(context, { id });
  const user = await deps.identity.getCurrentUser(context);
  await deps.signing.voidSignatures(context, {
    contractId: withdrawn.id,
    actor: `${[user.firstName, user.lastName ?? ''].join(' ').trim()} <${user.email}>`,
    type: 'withdrawn',
  });
  return withdrawn;
}

/** DELETE /api/contracts/:id: a contract that a party has signed is kept (409, issue 26): withdraw it instead. */
export async function deleteContract(
  deps: WithdrawContractDeps,
  context: RequestContext,
  id: string,
): Promise<void> {
  const contract = await deps.contracts.getContract(context, { id });
  if ((await deps.signing.listSignatures(context.organizationId, contract.id)).length > 0)
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.signedContractKept' });
  await deps.contracts.deleteContract(context, { id: contract.id });
}
