import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type {
  TPublicContractResponse,
  TRequestSigningCodeRequest,
  TSignPublicContractResponse,
} from '@immodesk/contracts/contracts/signing/publicContract.contract';
import type {
  ClientEvidence,
  ResolvedShare,
  SignatureSubmission,
} from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { completeContractSigning } from './completeContractSigning';
import type { ContractSigningDeps } from './contractSigningDeps';
import { contractTenants, isFullySigned, landlordOf, presentSigners } from './contractSigners';

/** A share link acts for the landlord who made it, inside their organization. */
const shareContext = (share: ResolvedShare): RequestContext => ({
  organizationId: share.organizationId,
  userId: share.sharedByUserId,
});

/** Only a contract that was sent, and not yet signed by everyone, takes signatures (its content no longer changes). */
export function assertSignable(contract: TContract): void {
  if (contract.status !== 'sent')
    throw new AppError('business_rule', { messageKey: 'errors.contractSigning.notSignable' });
}

async function signersOf(deps: ContractSigningDeps, context: RequestContext, contract: TContract) {
  const [tenants, landlord, signatures] = await Promise.all([
    contractTenants(deps, context, contract),
    landlordOf(deps, context),
    deps.signing.listSignatures(context.organizationId, contract.id),
  ]);
  return { tenants, landlord, signers: presentSigners(tenants, landlord.name, signatures) };
}

/** GET /api/public/contracts/:shareToken: the contract as the tenant sees it (in the contract's language); the view is recorded. */
export async function getSharedContract(
  deps: ContractSigningDeps,
  shareToken: string,
  evidence: ClientEvidence,
): Promise<TPublicContractResponse> {
  const share = await deps.signing.resolveShareToken(shareToken);
  const context = shareContext(share);
  const contract = await deps.contracts.getContract(context, { id: share.contractId });
  const [model, { landlord, signers }] = await Promise.all([
    deps.documents.renderContract(context, contract.id),
    signersOf(deps, context, contract),
  ]);
  await deps.signing.appendAuditEvent(share.organizationId, contract.id, {
    type: 'viewed',
    actor: 'share link',
    ipAddress: evidence.ipAddress,
  });
  return {
    contractNumber: contract.contractNumber,
    title: model.title,
    language: contract.language,
    status: contract.status,
    landlordName: landlord.name,
    blocks: model.blocks,
    signers,
    isFullySigned: isFullySigned(signers),
  };
}

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
  const share = await deps.signing.resolveShareToken(shareToken);
  const context = shareContext(share);
  const contract = await deps.contracts.getContract(context, { id: share.contractId });
  assertSignable(contract);
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
    { tenantId: tenant.tenantId, name: request.name, email: tenant.email },
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

/** POST /api/public/contracts/:shareToken/verify → the signing token. */
export async function verifySigningCode(
  deps: ContractSigningDeps,
  shareToken: string,
  request: { email: string; code: string },
  evidence: ClientEvidence,
) {
  const share = await deps.signing.resolveShareToken(shareToken);
  const { grantToken } = await deps.signing.verifySigningCode(share, request, evidence.ipAddress);
  return { signingToken: grantToken };
}

/** POST /api/public/contracts/:shareToken/sign: the verified tenant signs; the last signature completes the contract. */
export async function signSharedContract(
  deps: ContractSigningDeps,
  shareToken: string,
  input: { signingToken: string; submission: SignatureSubmission },
  evidence: ClientEvidence,
): Promise<TSignPublicContractResponse> {
  const share = await deps.signing.resolveShareToken(shareToken);
  const context = shareContext(share);
  const contract = await deps.contracts.getContract(context, { id: share.contractId });
  assertSignable(contract);
  await deps.signing.recordTenantSignature(share, input.signingToken, input.submission, evidence);
  const { signers } = await signersOf(deps, context, contract);
  if (isFullySigned(signers)) await completeContractSigning(deps, context, contract);
  return { isFullySigned: isFullySigned(signers), signers };
}
