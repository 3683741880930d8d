import type { DataSource } from 'typeorm';
import type { MailRefusalReason } from '@immodesk/contracts/vocabulary/mailRefusals';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { FileStorage } from '../storage/FileStorage';
import type { AttachmentFile, MailTransport, OutgoingMail } from './Mailer';
import { storedAttachments } from './OutboxMailer';
import { OutboxMailEntity, type OutboxMailRow } from './outboxEntity';
import { redactSecrets } from './redactSecrets';
import { mailReputation, normalizedAddress, type MailReputation } from './reputation/mailReputation';

/** After this many failed attempts a mail is marked failed (about two days of retries with the backoff below). */
export const MAX_DELIVERY_ATTEMPTS = 50;
/** How long one attempt owns a mail; a crashed instance's claim expires after it and the mail is retried. */
export const DELIVERY_CLAIM_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min, … doubling up to one hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
}

export type DeliveryReport = { sent: number; retried: number; failed: number };

/**
 * The columns that take the tokens out of a mail that will not be sent again (delivered, or failed for good).
 * The development mailbox is where its mails are read, so there they stay until the purge.
 */
function withoutSecrets(mail: OutboxMailRow, transport: MailTransport, now: Date): Partial<OutboxMailRow> {
  if (!mail.secrets || transport.isOutboxTheMailbox) return {};
  const secrets = JSON.parse(mail.secrets) as string[];
  return {
    textBody: redactSecrets(mail.textBody, secrets),
    htmlBody: redactSecrets(mail.htmlBody, secrets),
    secrets: null,
    redactedAt: now,
  };
}

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The attached files' content, read when the mail goes out (a file removed since then fails the attempt). */
async function attachmentFiles(
  mail: OutboxMailRow,
  storage: FileStorage | undefined,
): Promise<AttachmentFile[]> {
  const attachments = storedAttachments(mail.attachments);
  if (attachments.length === 0) return [];
  if (!storage) throw new Error('mail has attachments but the delivery job has no file storage');
  return Promise.all(
    attachments.map(async ({ fileName, contentType, storageKey }) => ({
      fileName,
      contentType,
      content: await readAll(await storage.get(storageKey)),
    })),
  );
}

function outgoingMail(mail: OutboxMailRow, organizationId: string | null): OutgoingMail {
  return {
    mailId: mail.id,
    ...(organizationId ? { organizationId } : {}),
    to: mail.recipient,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    ...(mail.language ? { language: mail.language } : {}),
    ...(mail.kind ? { kind: mail.kind } : {}),
    ...(mail.fromName ? { fromName: mail.fromName } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.cc ? { cc: JSON.parse(mail.cc) as string[] } : {}),
    ...(mail.bcc ? { bcc: JSON.parse(mail.bcc) as string[] } : {}),
  };
}

/**
 * Why a mail is not handed to the transport (stored as its `lastError`, a code the history translates): its
 * organization's mail is paused, or its recipient bounced or complained before (then its copies to other
 * addresses are not sent either: one mail, one outcome). Copies to a suppressed address are left out of a mail
 * that goes.
 */
async function refusal(
  reputation: MailReputation,
  mail: OutgoingMail,
): Promise<{ reason: MailRefusalReason } | { mail: OutgoingMail }> {
  if (mail.organizationId && (await reputation.standing(mail.organizationId)).isPaused)
    return { reason: 'mail_sending_paused' };
  const suppressed = await reputation.suppressedAmong([mail.to, ...(mail.cc ?? []), ...(mail.bcc ?? [])]);
  if (suppressed.has(normalizedAddress(mail.to))) return { reason: 'address_suppressed' };
  const kept = (addresses: string[] | undefined) =>
    addresses?.filter((address) => !suppressed.has(normalizedAddress(address)));
  return {
    mail: {
      ...mail,
      ...(mail.cc ? { cc: kept(mail.cc) } : {}),
      ...(mail.bcc ? { bcc: kept(mail.bcc) } : {}),
    },
  };
}

/**
 * Sends the pending mails that are due. Each mail is claimed with a conditional update (attempts must still be
 * what we read), so even two instances running this at once never send the same mail twice.
 */
export async function deliverPendingMail(
  deps: {
    dataSource: DataSource;
    clock: Clock;
    transport: MailTransport;
    storage?: FileStorage;
    logger?: Logger;
  },
  options: {
    batchSize?: number;
    /** Only these mails (the demo seed delivers its own). */ onlyIds?: string[];
  } = {},
): Promise<DeliveryReport> {
  const outbox = deps.dataSource.getRepository(OutboxMailEntity);
  const reputation = mailReputation(deps.dataSource, deps.clock);
  const now = deps.clock.now();
  const query = outbox
    .createQueryBuilder('mail')
    .where('mail.status = :status AND mail.nextAttemptAt <= :now', { status: 'pending', now })
    .orderBy('mail.nextAttemptAt', 'ASC')
    .take(options.batchSize ?? 20);
  if (options.onlyIds)
    query.andWhere('mail.id IN (:...ids)', { ids: options.onlyIds.length > 0 ? options.onlyIds : [''] });
  const due: OutboxMailRow[] = await query.getMany();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (const mail of due) {
    const attempts = mail.attempts + 1;
    const claim = await outbox
      .createQueryBuilder()
      .update()
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + DELIVERY_CLAIM_MS) })
      .where('id = :id AND status = :status AND attempts = :attempts', {
        id: mail.id,
        status: 'pending',
        attempts: mail.attempts,
      })
      .execute();
    if (!claim.affected) continue;
    const organizationId = await reputation.organizationOf(mail.id);
    const checked = await refusal(reputation, outgoingMail(mail, organizationId));
    if ('reason' in checked) {
      await outbox.update(
        { id: mail.id },
        {
          status: 'failed',
          lastError: checked.reason,
          nextAttemptAt: null,
          ...withoutSecrets(mail, deps.transport, deps.clock.now()),
        },
      );
      deps.logger?.warn({ mailId: mail.id }, 'mail not sent: sending paused or address suppressed');
      report.failed += 1;
      continue;
    }
    try {
      const files = await attachmentFiles(mail, deps.storage);
      const feedback = await deps.transport.deliver(checked.mail, files.length > 0 ? files : undefined);
      if (organizationId) await reputation.recordSent(organizationId, mail.id);
      for (const [kind, addresses] of [
        ['bounce', feedback?.bounced ?? []],
        ['complaint', feedback?.complained ?? []],
      ] as const)
        if (addresses.length > 0)
          await reputation.recordFeedback({ kind, addresses, organizationId, notificationId: null });
      const sentAt = deps.clock.now();
      await outbox.update(
        { id: mail.id },
        {
          status: 'sent',
          sentAt,
          lastError: null,
          nextAttemptAt: null,
          ...withoutSecrets(mail, deps.transport, sentAt),
        },
      );
      report.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
        0,
        1000,
      );
      const isFinal = attempts >= (mail.maxAttempts ?? MAX_DELIVERY_ATTEMPTS);
      await outbox.update(
        { id: mail.id },
        isFinal
          ? {
              status: 'failed',
              lastError,
              nextAttemptAt: null,
              ...withoutSecrets(mail, deps.transport, deps.clock.now()),
            }
          : { lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) },
      );
      deps.logger?.warn(
        { mailId: mail.id, attempts, err: error },
        isFinal ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
      if (isFinal) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}
