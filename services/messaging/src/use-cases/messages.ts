import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Page } from '@immodesk/platform/domain/page';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { MessageListQuery, MessageRecord, NewMessage } from '../domain/message';
import { isBlankMessageHtml, sanitizeMessageHtml } from '../domain/messageHtml';
import { messageRepository } from '../repositories/messageRepository';
import { toMessageRecord } from './toMessageRecord';

/** Stores a message about to be sent, its body reduced to the allowed markup; a body left without words is refused. */
export async function recordMessage(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewMessage,
): Promise<MessageRecord> {
  const html = sanitizeMessageHtml(input.html);
  if (isBlankMessageHtml(html))
    throw new AppError('validation_error', { details: { html: 'validation.required' } });
  if (input.recipients.length === 0)
    throw new AppError('validation_error', { details: { recipients: 'validation.required' } });
  const now = clock.now();
  const id = crypto.randomUUID();
  const message = {
    id,
    organizationId: context.organizationId,
    sentByUserId: context.userId,
    subject: input.subject.slice(0, 300),
    html,
    cc: JSON.stringify(input.cc),
    bcc: JSON.stringify(input.bcc),
    attachments: JSON.stringify(input.attachments),
    createdAt: now,
  };
  const recipients = input.recipients.map((recipient, position) => ({
    ...recipient,
    id: crypto.randomUUID(),
    organizationId: context.organizationId,
    messageId: id,
    position,
    mailId: null,
    sendCount: 0,
    updatedAt: now,
  }));
  await messageRepository(dataSource).insert(message, recipients);
  return toMessageRecord(message, recipients);
}

export async function listMessages(
  dataSource: DataSource,
  context: RequestContext,
  query: MessageListQuery,
): Promise<Page<MessageRecord>> {
  const repository = messageRepository(dataSource);
  const { rows, total } = await repository.list(context.organizationId, query);
  const recipients = await repository.recipientsOf(
    context.organizationId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toMessageRecord(row, recipients)), total };
}

/** Another organization's message is `not_found`. */
export async function getMessage(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<MessageRecord> {
  const repository = messageRepository(dataSource);
  const row = await repository.findById(context.organizationId, id);
  if (!row) throw AppError.notFound('message');
  return toMessageRecord(row, await repository.recipientsOf(context.organizationId, [id]));
}

/** Remembers the outbox mails that went to these recipients (a send or a resend). */
export async function recordMessageMails(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { messageId: string; mails: { recipientId: string; mailId: string }[] },
): Promise<void> {
  const repository = messageRepository(dataSource);
  for (const { recipientId, mailId } of input.mails)
    await repository.recordMail(context.organizationId, input.messageId, recipientId, mailId, clock.now());
}

/** The outbox mails of all the organization's messages (account deletion removes them with the messages). */
export function listMessageMailIds(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  return messageRepository(dataSource).mailIds(context.organizationId);
}

/**
 * A tenant or contractor was deleted: the message history keeps each message and its delivery state, but no longer
 * the contact's id, name or address (GDPR art. 17, erasure); such a recipient reads as "deleted contact".
 */
export async function forgetContact(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { contactId: string },
): Promise<void> {
  await messageRepository(dataSource).forgetContact(context.organizationId, input.contactId, clock.now());
}
