import crypto from 'node:crypto';
import { In, type DataSource } from 'typeorm';
import type { Clock } from '../clock';
import type { MailAttachment, Mailer, OutgoingMail } from './Mailer';
import { OutboxMailEntity, type OutboxMailStatus } from './outboxEntity';
import { redactableSecrets } from './redactSecrets';
import { mailReputation, type MailReputation } from './reputation/mailReputation';

/** An attachment as the outbox lists it: what was sent, not where it is stored. */
export type OutboxAttachment = { fileName: string; contentType: string; sizeBytes: number };
export type OutboxItem = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  fromName: string | null;
  replyTo: string | null;
  cc: string[];
  bcc: string[];
  attachments: OutboxAttachment[];
};
/** Where one mail stands: `lastError` is the provider's last refusal (the reason a failed mail shows). */
export type MailDeliveryState = {
  id: string;
  status: OutboxMailStatus;
  lastError: string | null;
  sentAt: string | null;
};
export type OutboxMailboxItem = OutboxItem & {
  status: OutboxMailStatus;
  attempts: number;
  kind: string | null;
  language: string | null;
};
/** A mail as the data export shows it: tokens already redacted once delivered, content empty after 30 days. */
export type ExportedMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string | null;
  status: OutboxMailStatus;
  createdAt: string;
  sentAt: string | null;
};

/** Every mail goes into `mail_outbox` as pending; the delivery job (mailDelivery.ts) sends it. */
export class OutboxMailer implements Mailer {
  readonly reputation: MailReputation;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.reputation = mailReputation(dataSource, clock);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.queue(mail);
  }

  /**
   * Refuses (429 `rate_limited`) while the organization's mail is paused for its bounces or complaints, so a
   * flow can stop before it records anything; `queue` checks it again for each mail.
   */
  async assertOrganizationCanSend(organizationId: string): Promise<void> {
    await this.reputation.assertCanSend(organizationId);
  }

  /** Stores the mail as pending and answers its id, so a caller can follow its delivery (deliveryStates). */
  async queue(mail: OutgoingMail): Promise<string> {
    if (mail.organizationId) await this.reputation.assertCanSend(mail.organizationId);
    const secrets = redactableSecrets(mail.secrets);
    const id = crypto.randomUUID();
    await this.dataSource.getRepository(OutboxMailEntity).insert({
      id,
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
      fromName: mail.fromName?.slice(0, 200) ?? null,
      replyTo: mail.replyTo ?? null,
      cc: mail.cc?.length ? JSON.stringify(mail.cc) : null,
      bcc: mail.bcc?.length ? JSON.stringify(mail.bcc) : null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      maxAttempts: mail.maxAttempts ?? null,
    });
    if (mail.organizationId) await this.reputation.recordQueued(mail.organizationId, id);
    return id;
  }

  /** The delivery state of these mails (those still in the outbox), by id. */
  async deliveryStates(ids: string[]): Promise<Map<string, MailDeliveryState>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(OutboxMailEntity)
      .find({ where: { id: In(ids) }, select: { id: true, status: true, lastError: true, sentAt: true } });
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          status: row.status,
          lastError: row.lastError,
          sentAt: row.sentAt?.toISOString() ?? null,
        },
      ]),
    );
  }

  /** Account deletion: mails are personal data too, and the outbox has no organization column. */
  async deleteForRecipients(addresses: string[]): Promise<void> {
    if (addresses.length === 0) return;
    await this.dataSource.getRepository(OutboxMailEntity).delete({ recipient: In(addresses) });
  }

  /** Removes these mails (a landlord's messages when the organization is deleted, a superseded failed attempt). */
  async deleteByIds(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.getRepository(OutboxMailEntity).delete({ id: In(ids) });
  }

  /** The mails to these addresses, oldest first (data export). */
  async listForRecipients(addresses: string[]): Promise<ExportedMail[]> {
    if (addresses.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(OutboxMailEntity)
      .find({ where: { recipient: In(addresses) }, order: { createdAt: 'ASC', id: 'ASC' } });
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
    return (await this.listForMailbox(limit)).map(
      ({ id, to, subject, text, html, createdAt, fromName, replyTo, cc, bcc, attachments }) => ({
        id,
        to,
        subject,
        text,
        html,
        createdAt,
        fromName,
        replyTo,
        cc,
        bcc,
        attachments,
      }),
    );
  }

  /** Newest first, with the delivery state, for the /dev/mailbox page. */
  async listForMailbox(limit = 100): Promise<OutboxMailboxItem[]> {
    const rows = await this.dataSource
      .getRepository(OutboxMailEntity)
      .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
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
      fromName: row.fromName,
      replyTo: row.replyTo,
      cc: addressList(row.cc),
      bcc: addressList(row.bcc),
      attachments: storedAttachments(row.attachments).map(({ fileName, contentType, sizeBytes }) => ({
        fileName,
        contentType,
        sizeBytes,
      })),
    }));
  }
}

function addressList(json: string | null): string[] {
  return json ? (JSON.parse(json) as string[]) : [];
}

export function storedAttachments(json: string | null): MailAttachment[] {
  return json ? (JSON.parse(json) as MailAttachment[]) : [];
}
