import { EntitySchema } from 'typeorm';
import { entityColumn } from '../../../database/entityColumns';

export type MailEventKind = 'queued' | 'sent' | 'bounce' | 'complaint';

/**
 * What happened to an organization's mails, for its sending reputation: queued and sent (the mail's outbox id),
 * a permanent bounce or a complaint (the provider's notification id, so a replayed notification counts once).
 * No address and no content: those stay in the outbox and the suppression list.
 */
export type MailEventRow = {
  id: string;
  organizationId: string;
  kind: MailEventKind;
  mailId: string | null;
  notificationId: string | null;
  occurredAt: Date;
};

export const MailEventEntity = new EntitySchema<MailEventRow>({
  name: 'MailEvent',
  tableName: 'mail_events',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    kind: entityColumn.varchar(16),
    mailId: entityColumn.varchar(36, { name: 'mail_id', nullable: true }),
    notificationId: entityColumn.varchar(100, { name: 'notification_id', nullable: true }),
    occurredAt: entityColumn.instant({ name: 'occurred_at' }),
  },
});

export type MailSuppressionReason = 'bounce' | 'complaint';

/** An address that bounced for good or complained: never mailed again, whichever organization writes to it. */
export type MailSuppressionRow = { address: string; reason: MailSuppressionReason; createdAt: Date };

export const MailSuppressionEntity = new EntitySchema<MailSuppressionRow>({
  name: 'MailSuppression',
  tableName: 'mail_suppressions',
  columns: {
    address: entityColumn.varchar(320, { primary: true }),
    reason: entityColumn.varchar(16),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
