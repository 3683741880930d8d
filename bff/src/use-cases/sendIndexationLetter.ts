import type { TRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import type { ShellConfigSource } from '../shell/shellConfig';
import { contractTenants, landlordOf } from './findContractParties';
import { propertyAddress } from './propertyAddress';
import type { ContractSigningDeps } from './contractSigningDeps';

export type SendIndexationLetterDeps = Pick<ContractSigningDeps, 'identity' | 'contacts'> & {
  contracts: Pick<ContractsApi, 'getContract'>;
  properties: Pick<PropertiesApi, 'getProperty'>;
  indexation: Pick<IndexationApi, 'getIndexation' | 'indexationLetter' | 'recordIndexationLetter'>;
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument' | 'getMailAttachments'>;
  pdf: PdfRenderer;
  mailer: Mailer;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
};

/**
 * POST /api/contracts/:id/indexations/:indexationId/email: the landlord's written request to each tenant with an
 * e-mail address, in that tenant's language: a PDF letter with the calculation (kept as a document on the property
 * and the tenant) attached to a mail that shows the calculation too. Another organization's contract is a 404.
 */
export async function sendIndexationLetter(
  deps: SendIndexationLetterDeps,
  context: RequestContext,
  ref: { contractId: string; indexationId: string },
): Promise<TRentIndexation> {
  const contract = await deps.contracts.getContract(context, { id: ref.contractId });
  await deps.indexation.getIndexation(context, ref);
  const recipients = (await contractTenants(deps, context, contract)).filter((tenant) => tenant.email);
  if (recipients.length === 0)
    throw new AppError('business_rule', { messageKey: 'errors.indexation.noTenantEmail' });
  const [landlord, property] = await Promise.all([
    landlordOf(deps, context),
    deps.properties.getProperty(context, contract.propertyId),
  ]);
  let firstDocumentId: string | null = null;
  for (const tenant of recipients) {
    const letter = await deps.indexation.indexationLetter(context, {
      ...ref,
      contractNumber: contract.contractNumber,
      startsOn: contract.startsOn,
      language: tenant.language,
      to: tenant.email ?? '',
      tenantName: tenant.name,
      landlord,
      propertyAddress: propertyAddress(property, tenant.language),
      productName: deps.shellConfig.branding().productName,
    });
    const document = await deps.documentFiles.uploadDocument(context, {
      fileName: letter.fileName,
      content: await deps.pdf.renderPdf(letter.html),
      type: 'other',
      propertyId: contract.propertyId,
      tenantId: tenant.tenantId,
    });
    firstDocumentId ??= document.id;
    const attachments = await deps.documentFiles.getMailAttachments(context, [document.id]);
    await deps.mailer.send({
      ...letter.mail,
      attachments: attachments.map(({ fileName, contentType, sizeBytes, storageKey }) => ({
        fileName,
        contentType,
        sizeBytes,
        storageKey,
      })),
    });
  }
  return deps.indexation.recordIndexationLetter(context, { ...ref, documentId: firstDocumentId });
}
