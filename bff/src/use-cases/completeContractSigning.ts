import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { signableLease } from './assertSignable';
import type { ContractSigningDeps } from './contractSigningDeps';
import { mailSignedOriginal } from './mailSignedOriginal';
import { onContractSigned } from './onContractSigned';

/**
 * Every party signed: the final PDF is the lease frozen at `send`, byte for byte, followed by a signature page with
 * each signature, its evidence and the frozen lease's SHA-256 (never a new render of the lease: issue 26). It is
 * stored as a `rental_agreement` document of the property and the first tenant, its SHA-256 goes into the audit
 * trail and to every signer by mail, and the contracts flow for a signed lease runs (signed, active from its start
 * date, the registration task).
 */
export async function completeContractSigning(
  deps: ContractSigningDeps,
  context: RequestContext,
  contract: TContract,
): Promise<TContract> {
  // Two last signatures at the same moment: the first to get here completes the contract.
  if (await deps.signing.findSignedOriginal(context.organizationId, contract.id))
    return deps.contracts.getContract(context, { id: contract.id });
  const frozen = await signableLease(deps, context.organizationId, contract);
  const signatures = await deps.signing.listSignatures(context.organizationId, contract.id);
  // Each signature must cover the very text that is sealed.
  if (signatures.some((signature) => signature.leaseSha256 !== frozen.sha256))
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.leaseChanged' });
  const signaturePagePdf = await deps.documents.renderPdf(
    await deps.signing.renderSignaturePageHtml(context, {
      contractId: contract.id,
      language: contract.language,
      leaseSha256: frozen.sha256,
    }),
  );
  const { pdf, sha256 } = await deps.signing.sealSignedLease(context, {
    contractId: contract.id,
    signaturePagePdf,
  });
  const document = await deps.documentFiles.uploadDocument(context, {
    fileName: `${contract.contractNumber}-signed.pdf`,
    content: pdf,
    type: 'rental_agreement',
    propertyId: contract.propertyId,
    tenantId: contract.tenantIds[0] ?? null,
  });
  await deps.signing.appendAuditEvent(context.organizationId, contract.id, {
    type: 'completed',
    actor: 'system',
    sha256,
    documentId: document.id,
  });
  const signed = await onContractSigned(deps, context, { id: contract.id });
  // From now on the contract's PDF download is the signed original; the unsigned rendering it replaces goes.
  const unsignedId = signed.pdfDocumentId;
  await deps.contracts.setContractDocument(context, {
    id: contract.id,
    format: 'pdf',
    documentId: document.id,
  });
  if (unsignedId && unsignedId !== document.id)
    await deps.documentFiles.deleteDocument(context, unsignedId).catch(() => undefined);
  await mailSignedOriginal(deps, context, { contract: signed, documentId: document.id, sha256 });
  return signed;
}
