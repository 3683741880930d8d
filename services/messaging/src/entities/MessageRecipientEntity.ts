import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { Language } from '@immodesk/platform/domain/language';
import type { MessageRecipientKind } from '../domain/message';

export type MessageRecipientRow = {
  id: string;
  organizationId: string;
  messageId: string;
  /** Order among the message's recipients, as the sender entered them. */
  position: number;
  kind: MessageRecipientKind;
  contactId: string | null;
  name: string | null;
  email: string;
  language: Language;
  /** The outbox mail of the latest attempt (platform `mail_outbox`, not a foreign key). */
  mailId: string | null;
  sendCount: number;
  updatedAt: Date;
};

export const MessageRecipientEntity = new EntitySchema<MessageRecipientRow>({
  name: 'MessageRecipient',
  tableName: 'message_recipients',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    messageId: entityColumn.varchar(36, { name: 'message_id' }),
    position: entityColumn.int(),
    kind: entityColumn.varchar(12),
    contactId: entityColumn.varchar(36, { name: 'contact_id', nullable: true }),
    name: entityColumn.varchar(200, { nullable: true }),
    email: entityColumn.varchar(320),
    language: entityColumn.varchar(2),
    mailId: entityColumn.varchar(36, { name: 'mail_id', nullable: true }),
    sendCount: entityColumn.int({ name: 'send_count' }),
    updatedAt: entityColumn.instant({ name: 'updated_at' }),
  },
});
