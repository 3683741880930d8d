import crypto from 'node:crypto';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { ContractSigningDeps } from './contractSigningDeps';
import { onContractSigned } from './onContractSigned';

/**
 * Every party signed: the final PDF (the lease, then a signature page with each signature and its evidence) is
 * stored as a `rental_agreement` document of the property and the first tenant, its SHA-256 goes into the audit
 * trail, and the contracts flow for a signed lease runs (signed, active from its start date, the registration task).
 */
export async function completeContractSigning(
  deps: ContractSigningDeps,
  context: RequestContext,
  contract: TContract,
): Promise<TContract> {
  // Two last signatures at the same moment: the first to get here completes the contract.
  if (await deps.signing.findSignedOriginal(context.organizationId, contract.id))
    return deps.contracts.getContract(context, { id: contract.id });
  const model = await deps.documents.renderContract(context, contract.id);
  const pdf = await deps.documents.renderPdf(
    await deps.signing.renderSignedContractHtml(context, { contractId: contract.id, model }),
  );
  const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
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
  return signed;
}
