import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { SmsProvider } from '../channels/smsProvider';
import { SmsMessageEntity, type SmsMessageRow } from '../entities/SmsMessageEntity';

const E164 = /^\+[1-9][0-9]{6,14}$/;
/** Three GSM segments: a notice never needs more. */
const MAX_BODY = 459;

export type SmsRecord = Pick<SmsMessageRow, 'id' | 'recipient' | 'body' | 'provider' | 'status'> & {
  createdAt: string;
};

/** Sends a text through the configured provider and keeps what was sent (and a refusal's reason). */
export async function sendSms(
  deps: { dataSource: DataSource; clock: Clock; provider: SmsProvider },
  context: RequestContext,
  input: { userId: string; to: string; body: string },
): Promise<{ sent: boolean }> {
  if (!E164.test(input.to)) throw new AppError('validation_error', { details: { to: 'validation.invalid' } });
  const body = input.body.slice(0, MAX_BODY);
  const now = deps.clock.now();
  const base = {
    organizationId: context.organizationId,
    userId: input.userId,
    recipient: input.to,
    body,
    provider: deps.provider.name,
    createdAt: now,
    updatedAt: now,
  };
  const messages = deps.dataSource.getRepository(SmsMessageEntity);
  try {
    const { providerMessageId } = await deps.provider.send({ to: input.to, body });
    await messages.insert({ ...base, providerMessageId, status: 'sent', lastError: null });
    return { sent: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await messages.insert({
      ...base,
      providerMessageId: null,
      status: 'failed',
      lastError: reason.slice(0, 500),
    });
    return { sent: false };
  }
}

/** The newest texts of every organization (the development mailbox; never served in production). */
export async function listSentSms(dataSource: DataSource, limit: number): Promise<SmsRecord[]> {
  const rows = await dataSource
    .getRepository(SmsMessageEntity)
    .find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    body: row.body,
    provider: row.provider,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
