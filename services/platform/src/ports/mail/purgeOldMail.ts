import { IsNull, LessThan, type DataSource } from 'typeorm';
import type { Clock } from '../clock';
import { OutboxMailEntity } from './outboxEntity';
import { MailEventEntity } from './reputation/mailReputationEntities';

/** How long a mail's content stays in the outbox; recipient, subject, status and times stay as delivery history. */
export const MAIL_CONTENT_RETENTION_DAYS = 30;

/**
 * Empties text and html of every mail written more than 30 days ago. A mail still pending by then is given up
 * (marked failed), so a blank mail is never sent. The organizations' mail events of that age go too: the pause
 * looks at 24 hours, and no pending mail is left to name its organization.
 */
export async function purgeOldMail(deps: {
  dataSource: DataSource;
  clock: Clock;
}): Promise<{ purged: number }> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - MAIL_CONTENT_RETENTION_DAYS * 24 * 60 * 60_000);
  const outbox = deps.dataSource.getRepository(OutboxMailEntity);
  await outbox.update(
    { createdAt: LessThan(cutoff), purgedAt: IsNull(), status: 'pending' },
    { status: 'failed', nextAttemptAt: null, lastError: 'content purged before delivery' },
  );
  const result = await outbox.update(
    { createdAt: LessThan(cutoff), purgedAt: IsNull() },
    { textBody: '', htmlBody: '', secrets: null, purgedAt: now },
  );
  await deps.dataSource.getRepository(MailEventEntity).delete({ occurredAt: LessThan(cutoff) });
  return { purged: result.affected ?? 0 };
}
