import { DOCUMENT_MAX_BYTES } from '@immodesk/contracts/documents/uploadDocument.contract';
import type { TMessage } from '@immodesk/contracts/messages/message';
import type { TSendMessageRequest } from '@immodesk/contracts/messages/sendMessage.contract';
import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { MessagingApi, NewMessage } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import type { ShellConfigSource } from '../shell/shellConfig';
import { presentMessages } from '../presenters/presentMessages';
import { queueMessageMails } from './queueMessageMails';
import { reserveMessageMails, type ReserveMessageMailsDeps } from './reserveMessageMails';
import { resolveRecipients } from './resolveRecipients';

export type SendMessageDeps = ReserveMessageMailsDeps & {
  identity: Pick<IdentityApi, 'getCurrentUser'>;
  contacts: Pick<ContactsApi, 'getTenant' | 'getContractor'>;
  documentFiles: Pick<DocumentFilesApi, 'getMailAttachments'>;
  messaging: Pick<MessagingApi, 'recordMessage' | 'recordMessageMails' | 'renderMessageMail'>;
  outbox: Pick<OutboxMailer, 'queue' | 'deleteByIds' | 'deliveryStates'>;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
};

/**
 * Sends a landlord's message: each recipient gets a mail of their own in their language, with the CC and BCC
 * copies and the attachments on it. The mails are queued in the outbox (the delivery job sends them within
 * seconds), so the answer does not wait for the mail provider; it lists each recipient as queued. The mails are
 * taken from the hourly and daily allowances first (429 beyond them), once the recipients are known.
 */
export async function sendMessage(
  deps: SendMessageDeps,
  context: RequestContext,
  body: TSendMessageRequest,
): Promise<TMessage> {
  const sender = await deps.identity.getCurrentUser(context);
  const recipients = await resolveRecipients(deps, context, body.recipients, sender.language);
  await reserveMessageMails(deps, context, {
    sender,
    recipients: recipients.length,
    cc: body.cc.length,
    bcc: body.bcc.length,
  });
  const attachments = await deps.documentFiles.getMailAttachments(context, body.attachmentDocumentIds);
  if (attachments.reduce((sum, file) => sum + file.sizeBytes, 0) > DOCUMENT_MAX_BYTES) {
    throw new AppError('validation_error', {
      details: { attachmentDocumentIds: 'validation.attachmentsTooLarge' },
    });
  }
  const input: NewMessage = {
    subject: body.subject,
    html: body.html,
    cc: body.cc,
    bcc: body.bcc,
    attachments: attachments.map(({ documentId, fileName, contentType, sizeBytes }) => ({
      documentId,
      fileName,
      contentType,
      sizeBytes,
    })),
    recipients,
  };
  const message = await deps.messaging.recordMessage(context, input);
  const sent = await queueMessageMails(deps, context, {
    message,
    recipients: message.recipients,
    sender,
    attachments,
  });
  const [presented] = await presentMessages(deps, [sent]);
  if (!presented) throw new Error('a presented message is missing');
  return presented;
}
