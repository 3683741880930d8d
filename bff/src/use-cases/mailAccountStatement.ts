import type { TMailAccountStatementResponse } from '@immodesk/contracts/rentPayments/account.contract';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Mailer } from '@immodesk/platform/ports/mail/Mailer';
import { accountStatementPdf, type AccountScope, type AccountStatementDeps } from './tenantAccount';

export type MailAccountStatementDeps = AccountStatementDeps & {
  finance: Pick<FinanceApi, 'accountStatementMail'>;
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument' | 'getMailAttachments'>;
  mailer: Mailer;
  clock: { now(): Date; today(): string };
};

/**
 * POST /api/tenants/:id/account/mail and /api/contracts/:id/account/mail: the statement of account (the tenant's, or
 * the lease's) is kept as a document of the tenant (a lease's first tenant), then mailed to them with the PDF
 * attached, subject and body in the tenant's language, answers going to the landlord.
 */
export async function mailAccountStatement(
  deps: MailAccountStatementDeps,
  context: RequestContext,
  scope: AccountScope,
): Promise<TMailAccountStatementResponse> {
  const statement = await accountStatementPdf(deps, context, scope);
  const tenantId = 'tenantId' in scope ? scope.tenantId : (statement.tenants[0]?.id ?? null);
  const to = statement.tenants[0]?.email;
  if (!to) throw new AppError('business_rule', { messageKey: 'errors.accountStatementNoEmail' });
  const document = await deps.documentFiles.uploadDocument(context, {
    fileName: statement.fileName,
    content: statement.content,
    type: 'other',
    propertyId: statement.contracts.length === 1 ? (statement.contracts[0]?.propertyId ?? null) : null,
    tenantId,
  });
  const attachments = await deps.documentFiles.getMailAttachments(context, [document.id]);
  const mail = await deps.finance.accountStatementMail(context, {
    to,
    model: statement.model,
    landlord: statement.landlord,
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
  return { sentTo: to, sentAt: deps.clock.now().toISOString() };
}
