import type { TCurrentUser } from '@immodesk/contracts/auth/getCurrentUser.contract';
import type { MessageRecipientRecord, MessageRecord, MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { MailAttachment } from '@immodesk/platform/ports/mail/Mailer';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';
import type { ShellConfigSource } from '../shell/shellConfig';

export type QueueMessageMailsDeps = {
  messaging: Pick<MessagingApi, 'recordMessageMails' | 'renderMessageMail'>;
  outbox: Pick<OutboxMailer, 'queue' | 'deleteByIds'>;
  shellConfig: Pick<ShellConfigSource, 'branding'>;
};

/**
 * Queues one mail per recipient (CC and BCC on each) and remembers it on the message. One attempt only: a
 * provider failure shows as failed in the history at once, and the landlord resends; a resend replaces the
 * failed mail, so each recipient has one mail in the outbox, the one its status shows.
 */
export async function queueMessageMails(
  deps: QueueMessageMailsDeps,
  context: RequestContext,
  input: {
    message: MessageRecord;
    recipients: MessageRecipientRecord[];
    sender: Pick<TCurrentUser, 'firstName' | 'lastName' | 'email'>;
    attachments: MailAttachment[];
  },
): Promise<MessageRecord> {
  const { message, sender } = input;
  const senderName = [sender.firstName, sender.lastName].filter(Boolean).join(' ');
  const mails: { recipientId: string; mailId: string }[] = [];
  for (const recipient of input.recipients) {
    const mail = await deps.messaging.renderMessageMail(context, {
      to: recipient.email,
      language: recipient.language,
      subject: message.subject,
      html: message.html,
      sender: { name: senderName, email: sender.email },
      attachmentNames: input.attachments.map((file) => file.fileName),
      productName: deps.shellConfig.branding().productName,
    });
    const attachments = input.attachments.map(({ fileName, contentType, sizeBytes, storageKey }) => ({
      fileName,
      contentType,
      sizeBytes,
      storageKey,
    }));
    const mailId = await deps.outbox.queue({
      ...mail,
      cc: message.cc,
      bcc: message.bcc,
      attachments,
      maxAttempts: 1,
      organizationId: context.organizationId,
    });
    mails.push({ recipientId: recipient.id, mailId });
  }
  await deps.messaging.recordMessageMails(context, { messageId: message.id, mails });
  await deps.outbox.deleteByIds(
    input.recipients.flatMap((recipient) => (recipient.mailId ? [recipient.mailId] : [])),
  );
  const mailIds = new Map(mails.map(({ recipientId, mailId }) => [recipientId, mailId]));
  return {
    ...message,
    recipients: message.recipients.map((recipient) =>
      mailIds.has(recipient.id)
        ? { ...recipient, mailId: mailIds.get(recipient.id) ?? null, sendCount: recipient.sendCount + 1 }
        : recipient,
    ),
  };
}
