import { EntitySchema } from 'typeorm';
import { instantColumn } from '../../database/columns';

export type OutboxMailStatus = 'pending' | 'sent' | 'failed';

export type OutboxMailRow = {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxMailStatus;
  attempts: number;
  /** When the delivery job may (re)try; also the claim's lease while an attempt runs. */
  nextAttemptAt: Date | null;
  lastError: string | null;
  sentAt: Date | null;
  language: string | null;
  /** What the mail is for (`verify_email`, `reset_password`, …), for support and the mailbox page. */
  kind: string | null;
  /** JSON array of the values to redact once the mail is delivered (see OutgoingMail.secrets); null afterwards. */
  secrets: string | null;
  redactedAt: Date | null;
  /** Text and html were removed (30 days after the mail was written); the rest is delivery history. */
  purgedAt: Date | null;
  fromName: string | null;
  replyTo: string | null;
  /** JSON arrays of addresses; null when none. */
  cc: string | null;
  bcc: string | null;
  /** JSON array of MailAttachment (stored files, not their bytes); null when none. */
  attachments: string | null;
  /** Null: MAX_DELIVERY_ATTEMPTS. */
  maxAttempts: number | null;
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
    status: { type: 'varchar', length: 10, default: 'pending' },
    attempts: { type: 'int', default: 0 },
    nextAttemptAt: { name: 'next_attempt_at', type: 'datetime', nullable: true, transformer: instantColumn },
    lastError: { name: 'last_error', type: 'varchar', length: 1000, nullable: true },
    sentAt: { name: 'sent_at', type: 'datetime', nullable: true, transformer: instantColumn },
    language: { type: 'varchar', length: 2, nullable: true },
    kind: { type: 'varchar', length: 50, nullable: true },
    secrets: { type: 'text', nullable: true },
    redactedAt: { name: 'redacted_at', type: 'datetime', nullable: true, transformer: instantColumn },
    purgedAt: { name: 'purged_at', type: 'datetime', nullable: true, transformer: instantColumn },
    fromName: { name: 'from_name', type: 'varchar', length: 200, nullable: true },
    replyTo: { name: 'reply_to', type: 'varchar', length: 320, nullable: true },
    cc: { type: 'text', nullable: true },
    bcc: { type: 'text', nullable: true },
    attachments: { type: 'text', nullable: true },
    maxAttempts: { name: 'max_attempts', type: 'int', nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', createDate: true, transformer: instantColumn },
  },
});
