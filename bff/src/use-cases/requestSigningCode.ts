import type { TRequestSigningCodeRequest } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type { ClientEvidence } from '@immodesk/contracts-service/signingApi';
import { AppError } from '@immodesk/platform/errors';
import { signableLease } from './assertSignable';
import type { ContractSigningDeps } from './contractSigningDeps';
import { contractTenants } from './findContractParties';
import { openSharedContract } from './openSharedContract';

/**
 * POST /api/public/contracts/:shareToken/code: the address must be one of the contract's tenants who has not
 * signed yet; the code goes to that address in the tenant's language.
 */
export async function requestSigningCode(
  deps: ContractSigningDeps,
  shareToken: string,
  request: TRequestSigningCodeRequest,
  evidence: ClientEvidence,
): Promise<void> {
  const { share, context, contract } = await openSharedContract(deps, shareToken);
  await signableLease(deps, share.organizationId, contract);
  const tenant = (await contractTenants(deps, context, contract)).find(
    (party) => party.email?.toLowerCase() === request.email,
  );
  if (!tenant?.email)
    throw new AppError('business_rule', {
      messageKey: 'errors.contractSigning.notAParty',
      details: { email: 'validation.invalid' },
    });
  const signatures = await deps.signing.listSignatures(share.organizationId, contract.id);
  if (signatures.some((signature) => signature.tenantId === tenant.tenantId))
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.alreadySigned' });
  const code = await deps.signing.issueSigningCode(
    share,
    // The signer's name is the tenant record's (issue 26), not what was typed in the form.
    { tenantId: tenant.tenantId, name: tenant.name, email: tenant.email },
    evidence.ipAddress,
  );
  await deps.mailer.send(
    await deps.signing.signingCodeMail({
      to: tenant.email,
      language: tenant.language,
      code,
      contractNumber: contract.contractNumber,
    }),
  );
}
