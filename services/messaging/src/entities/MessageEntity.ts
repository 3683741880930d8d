import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type MessageRow = {
  id: string;
  organizationId: string;
  sentByUserId: string;
  subject: string;
  /** Sanitised (domain/messageHtml). */
  html: string;
  /** JSON arrays of addresses. */
  cc: string;
  bcc: string;
  /** JSON array of MessageAttachment. */
  attachments: string;
  createdAt: Date;
};

export const MessageEntity = new EntitySchema<MessageRow>({
  name: 'Message',
  tableName: 'messages',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    sentByUserId: entityColumn.varchar(36, { name: 'sent_by_user_id' }),
    subject: entityColumn.varchar(300),
    html: entityColumn.text(),
    cc: entityColumn.text(),
    bcc: entityColumn.text(),
    attachments: entityColumn.text(),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
