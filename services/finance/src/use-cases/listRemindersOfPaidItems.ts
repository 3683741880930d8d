import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { rentReminderRepository } from '../repositories/rentReminderRepository';

/**
 * The reminder mails of the given due items that are now paid in full (a bank line matched, assigned or
 * reassigned to them): the caller cancels those still queued and releases their claims, so a reminder goes out
 * again should the item owe again later.
 */
export async function listRemindersOfPaidItems(
  dataSource: DataSource,
  context: RequestContext,
  dueItemIds: readonly string[],
): Promise<{ claimId: string; mailId: string }[]> {
  const ids = [...new Set(dueItemIds)];
  if (ids.length === 0) return [];
  const paid = new Set(
    (await rentPaymentRepository(dataSource).findByIds(context.organizationId, ids))
      .filter((item) => item.paidCents >= item.amountDueCents)
      .map((item) => item.id),
  );
  const reminders = await rentReminderRepository(dataSource).doneFor([...paid]);
  return reminders.flatMap((reminder) =>
    reminder.organizationId === context.organizationId && reminder.step === 'reminder_mail' && reminder.mailId
      ? [{ claimId: reminder.id, mailId: reminder.mailId }]
      : [],
  );
}
