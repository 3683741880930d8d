import type { TMessage } from '@immodesk/contracts/messages/message';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { presentMessages } from '../presenters/presentMessages';
import { queueMessageMails } from './queueMessageMails';
import { reserveMessageMails } from './reserveMessageMails';
import type { SendMessageDeps } from './sendMessage';

export type ResendMessageDeps = Omit<SendMessageDeps, 'contacts' | 'messaging'> & {
  messaging: Pick<
    MessagingApi,
    'getMessage' | 'recordMessageMails' | 'renderMessageMail' | 'reserveMailAllowance'
  >;
};

/**
 * Sends a new mail to each recipient whose delivery failed (the others already have theirs, or will shortly),
 * with the message as it was written and the attachments as they are stored now. Nothing failed: 422.
 */
export async function resendMessage(
  deps: ResendMessageDeps,
  context: RequestContext,
  id: string,
): Promise<TMessage> {
  const message = await deps.messaging.getMessage(context, id);
  const [current] = await presentMessages(deps, [message]);
  const failedIds = new Set(
    current?.recipients
      .filter((recipient) => recipient.status === 'failed' && !recipient.isDeletedContact)
      .map((recipient) => recipient.id),
  );
  if (failedIds.size === 0) throw new AppError('business_rule', { messageKey: 'errors.nothingToResend' });
  const sender = await deps.identity.getCurrentUser(context);
  // A resend mails again: it counts against the same allowances as a send.
  await reserveMessageMails(deps, context, {
    sender,
    recipients: failedIds.size,
    cc: message.cc.length,
    bcc: message.bcc.length,
  });
  const attachments = await deps.documentFiles.getMailAttachments(
    context,
    message.attachments.map((file) => file.documentId),
  );
  const resent = await queueMessageMails(deps, context, {
    message,
    recipients: message.recipients.filter((recipient) => failedIds.has(recipient.id)),
    sender,
    attachments,
  });
  const [presented] = await presentMessages(deps, [resent]);
  if (!presented) throw new Error('a presented message is missing');
  return presented;
}
