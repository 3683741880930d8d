import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

export type SmsStatus = 'sent' | 'failed';

/** A text message sent to a user (the provider's id, or why it failed); the local double's messages are read here. */
export type SmsMessageRow = {
  id: string;
  organizationId: string;
  userId: string;
  recipient: string;
  body: string;
  provider: string;
  providerMessageId: string | null;
  status: SmsStatus;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const SmsMessageEntity = new EntitySchema<SmsMessageRow>({
  name: 'SmsMessage',
  tableName: 'sms_messages',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    userId: entityColumn.varchar(36, { name: 'user_id' }),
    recipient: entityColumn.varchar(20),
    body: entityColumn.text(),
    provider: entityColumn.varchar(20),
    providerMessageId: entityColumn.varchar(100, { name: 'provider_message_id', nullable: true }),
    status: entityColumn.varchar(10),
    lastError: entityColumn.varchar(500, { name: 'last_error', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
