import type { Language } from '@immodesk/platform/domain/language';
import type { PageQuery } from '@immodesk/platform/domain/page';

/** Who a message went to: a tenant or contractor of the organization, or an address typed by hand. */
export type MessageRecipientKind = 'tenant' | 'contractor' | 'email';

export type MessageRecipientRecord = {
  id: string;
  kind: MessageRecipientKind;
  /** The tenant's or contractor's id (contacts service); null for a typed address or a deleted contact. */
  contactId: string | null;
  /** The name shown in the history (as it was when sent); null for a typed address or a deleted contact. */
  name: string | null;
  /** Empty once the contact was deleted (forgetContact): the history keeps no trace of who it was. */
  email: string;
  /** The language of this recipient's mail. */
  language: Language;
  /** The outbox mail of the latest attempt; its delivery state is this recipient's status. */
  mailId: string | null;
  /** How many times a mail went to this recipient (1 + resends). */
  sendCount: number;
};

export type MessageAttachment = {
  documentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/** A sent message; instants are ISO 8601 UTC strings, `html` is the sanitised body. */
export type MessageRecord = {
  id: string;
  subject: string;
  html: string;
  cc: string[];
  bcc: string[];
  attachments: MessageAttachment[];
  sentByUserId: string;
  createdAt: string;
  recipients: MessageRecipientRecord[];
};

/** A tenant or contractor recipient whose contact was deleted: shown as "deleted contact". */
export const isDeletedContact = (recipient: Pick<MessageRecipientRecord, 'kind' | 'contactId'>): boolean =>
  recipient.kind !== 'email' && recipient.contactId === null;

export type NewMessageRecipient = Pick<
  MessageRecipientRecord,
  'kind' | 'contactId' | 'name' | 'email' | 'language'
>;

export type NewMessage = {
  subject: string;
  /** As written in the editor; the service keeps only the allowed markup (domain/messageHtml). */
  html: string;
  cc: string[];
  bcc: string[];
  attachments: MessageAttachment[];
  recipients: NewMessageRecipient[];
};

/** Newest first; `recipientId` keeps the messages sent to one tenant or contractor. */
export type MessageListQuery = PageQuery & { recipientId?: string | undefined };
