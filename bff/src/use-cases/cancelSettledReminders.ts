import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';

export type CancelSettledRemindersDeps = {
  finance: Pick<FinanceApi, 'listRemindersOfPaidItems' | 'releaseOverdueSteps'>;
  outbox: Pick<OutboxMailer, 'deliveryStates' | 'deleteByIds'>;
};

/**
 * Due items a bank line has just paid (matched, assigned or reassigned): their reminder mails still waiting in the
 * outbox are taken out before the delivery job sends them, and their claims released, so the tenant is not
 * reminded of rent he paid and is reminded again should the item owe again (issue 31). Answers how many.
 */
export async function cancelSettledReminders(
  deps: CancelSettledRemindersDeps,
  context: RequestContext,
  dueItemIds: readonly string[],
): Promise<number> {
  if (dueItemIds.length === 0) return 0;
  const reminders = await deps.finance.listRemindersOfPaidItems(context, { dueItemIds: [...dueItemIds] });
  if (reminders.length === 0) return 0;
  const states = await deps.outbox.deliveryStates(reminders.map((reminder) => reminder.mailId));
  const queued = reminders.filter((reminder) => states.get(reminder.mailId)?.status === 'pending');
  await deps.outbox.deleteByIds(queued.map((reminder) => reminder.mailId));
  await deps.finance.releaseOverdueSteps(
    context,
    queued.map((reminder) => reminder.claimId),
  );
  return queued.length;
}
