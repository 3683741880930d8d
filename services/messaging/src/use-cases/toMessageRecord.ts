import type { MessageAttachment, MessageRecord } from '../domain/message';
import type { MessageRow } from '../entities/MessageEntity';
import type { MessageRecipientRow } from '../entities/MessageRecipientEntity';

export function toMessageRecord(row: MessageRow, recipients: MessageRecipientRow[]): MessageRecord {
  return {
    id: row.id,
    subject: row.subject,
    html: row.html,
    cc: JSON.parse(row.cc) as string[],
    bcc: JSON.parse(row.bcc) as string[],
    attachments: JSON.parse(row.attachments) as MessageAttachment[],
    sentByUserId: row.sentByUserId,
    createdAt: row.createdAt.toISOString(),
    recipients: recipients
      .filter((recipient) => recipient.messageId === row.id)
      .map(({ id, kind, contactId, name, email, language, mailId, sendCount }) => ({
        id,
        kind,
        contactId,
        name,
        email,
        language,
        mailId,
        sendCount,
      })),
  };
}
