import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    sentByUserId: { name: 'sent_by_user_id', type: 'varchar', length: 36 },
    subject: { type: 'varchar', length: 300 },
    html: { type: 'text' },
    cc: { type: 'text' },
    bcc: { type: 'text' },
    attachments: { type: 'text' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
