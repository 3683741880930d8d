import type { DataSource } from 'typeorm';
import type { Mailer, OutgoingMail } from './Mailer';
import { OutboxMailEntity } from './outboxEntity';

/** The embedded default: every mail is stored and readable at /api/dev/outbox (never in production). */
export class OutboxMailer implements Mailer {
  constructor(private readonly dataSource: DataSource) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.dataSource.getRepository(OutboxMailEntity).insert({
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
  }

  async check(): Promise<void> {
    await this.dataSource.getRepository(OutboxMailEntity).count({ take: 1 });
  }

  async list(limit = 100) {
    const rows = await this.dataSource.getRepository(OutboxMailEntity).find({ order: { createdAt: 'DESC' }, take: limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
