import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { MessageRecipientRecord } from '../domain/message';

/** A recipient as stored: the domain's record with its message, its place in the list and its last change. */
export type MessageRecipientRow = MessageRecipientRecord & {
  organizationId: string;
  messageId: string;
  /** Order among the message's recipients, as the sender entered them. */
  position: number;
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
