import { In, type DataSource } from 'typeorm';
import type { Clock } from '../clock';
import type { Mailer, OutgoingMail } from './Mailer';
import { OutboxMailEntity, type OutboxMailStatus } from './outboxEntity';
import { redactableSecrets } from './redactSecrets';

export type OutboxItem = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };
export type OutboxMailboxItem = OutboxItem & { status: OutboxMailStatus; attempts: number; kind: string | null; language: string | null };
/** A mail as the data export shows it: tokens already redacted once delivered, content empty after 30 days. */
export type ExportedMail = { id: string; to: string; subject: string; text: string; kind: string | null; status: OutboxMailStatus; createdAt: string; sentAt: string | null };

/** Every mail goes into `mail_outbox` as pending; the delivery job (mailDelivery.ts) sends it. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const secrets = redactableSecrets(mail.secrets);
    await this.dataSource.getRepository(OutboxMailEntity).insert({
      recipient: mail.to,
      subject: mail.subject.slice(0, 500),
      textBody: mail.text,
      htmlBody: mail.html,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: this.clock.now(),
      language: mail.language ?? null,
      kind: mail.kind ?? null,
      secrets: secrets.length > 0 ? JSON.stringify(secrets) : null,
    });
  }

  /** Account deletion: mails are personal data too, and the outbox has no organization column. */
  async deleteForRecipients(addresses: string[]): Promise<void> {
    if (addresses.length === 0) return;
    await this.dataSource.getRepository(OutboxMailEntity).delete({ recipient: In(addresses) });
  }

  /** The mails to these addresses, oldest first (data export). */
  async listForRecipients(addresses: string[]): Promise<ExportedMail[]> {
    if (addresses.length === 0) return [];
    const rows = await this.dataSource.getRepository(OutboxMailEntity).find({ where: { recipient: In(addresses) }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  }

  /** Newest first, in the shape of GET /api/dev/outbox. */
  async list(limit = 100): Promise<OutboxItem[]> {
    return (await this.listForMailbox(limit)).map(({ id, to, subject, text, html, createdAt }) => ({ id, to, subject, text, html, createdAt }));
  }

  /** Newest first, with the delivery state, for the /dev/mailbox page. */
  async listForMailbox(limit = 100): Promise<OutboxMailboxItem[]> {
    const rows = await this.dataSource.getRepository(OutboxMailEntity).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      attempts: row.attempts,
      kind: row.kind,
      language: row.language,
    }));
  }
}
