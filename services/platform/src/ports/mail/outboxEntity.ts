import { EntitySchema } from 'typeorm';
import { instantColumn } from '../../database/columns';

export type OutboxMailRow = {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
};

export const OutboxMailEntity = new EntitySchema<OutboxMailRow>({
  name: 'OutboxMail',
  tableName: 'mail_outbox',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    recipient: { type: 'varchar', length: 320 },
    subject: { type: 'varchar', length: 500 },
    textBody: { name: 'text_body', type: 'text' },
    htmlBody: { name: 'html_body', type: 'text' },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
