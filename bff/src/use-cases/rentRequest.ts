import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TSendRentRequestResponse } from '@immodesk/contracts/rentPayments/rentRequest.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { BankingApi, RentRequestModel } from '@immodesk/finance/bankingApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import type { PdfRenderer } from '@immodesk/platform/ports/pdf/PdfRenderer';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { propertyAddress } from './propertyAddress';

export type RentRequestDeps = {
  finance: Pick<FinanceApi, 'getRentPayment'>;
  banking: Pick<BankingApi, 'getPrimaryBankAccount' | 'rentRequestDocument' | 'rentRequestMail'>;
  contracts: Pick<ContractsApi, 'getContract'>;
  contacts: Pick<ContactsApi, 'getTenantsByIds'>;
  properties: Pick<PropertiesApi, 'getPropertyAddresses'>;
  identity: Pick<IdentityApi, 'getCurrentUser' | 'companyLogoForDocuments'>;
  pdf: PdfRenderer;
  clock: { today(): string };
};

export type SendRentRequestDeps = RentRequestDeps & {
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument' | 'getMailAttachments'>;
  mailer: Mailer;
  clock: { now(): Date; today(): string };
};

/**
 * The rent request of one due item, gathered from finance (the item, the primary account), contracts (OGM,
 * tenants, language), contacts, properties and identity (landlord, logo). 404 for another organization's item;
 * 422 when it has no contract, nothing is owed any more, or there is no bank account to pay to.
 */
export async function rentRequestDocument(
  deps: RentRequestDeps,
  context: RequestContext,
  rentPaymentId: string,
) {
  const item = await deps.finance.getRentPayment(context, rentPaymentId);
  if (!item.contractId) throw new AppError('business_rule', { messageKey: 'errors.rentRequestNoContract' });
  const amountCents = item.amountDueCents - item.paidCents;
  if (amountCents <= 0) throw new AppError('business_rule', { messageKey: 'errors.rentRequestAlreadyPaid' });
  const [contract, account, landlord, logo] = await Promise.all([
    deps.contracts.getContract(context, { id: item.contractId }),
    deps.banking.getPrimaryBankAccount(context),
    deps.identity.getCurrentUser(context),
    deps.identity.companyLogoForDocuments(context.organizationId),
  ]);
  if (!account) throw new AppError('business_rule', { messageKey: 'errors.rentRequestNoBankAccount' });
  const [tenants, addresses] = await Promise.all([
    deps.contacts.getTenantsByIds(context, contract.tenantIds),
    deps.properties.getPropertyAddresses(context, [contract.propertyId]),
  ]);
  const orderedTenants = contract.tenantIds.flatMap((id) => tenants.filter((tenant) => tenant.id === id));
  const address = addresses[0];
  const landlordName =
    landlord.organizationName || [landlord.firstName, landlord.lastName].filter(Boolean).join(' ');
  const model: RentRequestModel = {
    language: contract.language,
    landlordName,
    logoDataUrl: logo ? `data:${logo.mimeType};base64,${logo.content.toString('base64')}` : null,
    tenantNames: orderedTenants.map((tenant) => tenantDisplayName(tenant).primary),
    propertyAddress: address ? propertyAddress(address, contract.language) : '',
    contractNumber: contract.contractNumber,
    period: item.period,
    rentCents: item.rentCents,
    chargesCents: item.chargesCents,
    paidCents: item.paidCents,
    amountCents,
    dueDate: item.dueDate,
    today: deps.clock.today(),
    account: { iban: account.iban, bic: account.bic, holder: account.accountHolder },
    structuredReference: contract.structuredReference,
  };
  const { html, fileName } = await deps.banking.rentRequestDocument(context, model);
  const content = await deps.pdf.renderPdf(html);
  return {
    content,
    fileName,
    model,
    contract,
    tenants: orderedTenants,
    landlord: { name: landlordName, email: landlord.email },
  };
}

/**
 * POST /api/rent-payments/:id/request: the PDF is kept as a document of the property and first tenant, then mailed
 * to every tenant of the contract with an address, each in their own language, reply-to the landlord.
 */
export async function sendRentRequest(
  deps: SendRentRequestDeps,
  context: RequestContext,
  rentPaymentId: string,
): Promise<TSendRentRequestResponse> {
  const request = await rentRequestDocument(deps, context, rentPaymentId);
  const recipients = request.tenants.filter((tenant) => tenant.email);
  if (recipients.length === 0)
    throw new AppError('business_rule', { messageKey: 'errors.rentRequestNoEmail' });
  const document = await deps.documentFiles.uploadDocument(context, {
    fileName: request.fileName,
    content: request.content,
    type: 'other',
    propertyId: request.contract.propertyId,
    tenantId: request.contract.tenantIds[0] ?? null,
  });
  const attachments = await deps.documentFiles.getMailAttachments(context, [document.id]);
  const sentTo: string[] = [];
  for (const tenant of recipients) {
    const to = tenant.email ?? '';
    const mail = await deps.banking.rentRequestMail(context, {
      to,
      tenantName: tenantDisplayName(tenant).primary,
      model: { ...request.model, language: tenant.language },
      landlord: request.landlord,
    });
    await deps.mailer.send({
      ...mail,
      attachments: attachments.map(({ fileName, contentType, sizeBytes, storageKey }) => ({
        fileName,
        contentType,
        sizeBytes,
        storageKey,
      })),
    });
    sentTo.push(to);
  }
  return { sentTo, sentAt: deps.clock.now().toISOString() };
}
