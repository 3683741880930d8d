import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    messageId: { name: 'message_id', type: 'varchar', length: 36 },
    position: { type: 'int' },
    kind: { type: 'varchar', length: 12 },
    contactId: { name: 'contact_id', type: 'varchar', length: 36, nullable: true },
    name: { type: 'varchar', length: 200, nullable: true },
    email: { type: 'varchar', length: 320 },
    language: { type: 'varchar', length: 2 },
    mailId: { name: 'mail_id', type: 'varchar', length: 36, nullable: true },
    sendCount: { name: 'send_count', type: 'int' },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
