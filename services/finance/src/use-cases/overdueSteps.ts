import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { calendarDaysBetween } from '@immodesk/platform/domain/calendarDate';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { RentReminderStep } from '../entities/RentReminderEntity';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { rentReminderRepository } from '../repositories/rentReminderRepository';
import { getFinanceSettingsOf } from './financeSettings';

/** A step of the overdue job for one overdue due item: the landlord's notification, or the reminder mail to the tenant. */
export type OverdueStep = {
  organizationId: string;
  rentPaymentId: string;
  step: RentReminderStep;
  contractId: string;
  propertyId: string | null;
  tenantId: string | null;
  period: string;
  dueDate: string;
  daysOverdue: number;
  amountDueCents: number;
  outstandingCents: number;
};

/** A claimed step carries the id of its claim (to release it when it cannot be carried out). */
export type ClaimedOverdueStep = OverdueStep & { claimId: string };

const PAGE = 5_000;

/**
 * The steps due today across organizations: a notification for every overdue item (money still owed after its due
 * date), and a reminder mail once it is `afterDays` overdue when the organization has reminders on; steps already
 * done are left out.
 */
export async function listPendingOverdueSteps(dataSource: DataSource, clock: Clock): Promise<OverdueStep[]> {
  const today = clock.today();
  const items = rentPaymentRepository(dataSource);
  const steps: OverdueStep[] = [];
  let after: { dueDate: string; id: string } | null = null;
  for (;;) {
    const page = await items.overdueItemsMissingSteps(today, PAGE, after);
    const last = page.at(-1);
    if (!last) break;
    after = { dueDate: last.dueDate, id: last.id };
    const settings = await getFinanceSettingsOf(dataSource, page.map((item) => item.organizationId));
    for (const item of page) {
      const daysOverdue = calendarDaysBetween(item.dueDate, today);
      const { notified, reminded, paidCents, id, ...rest } = item;
      const base = { ...rest, rentPaymentId: id, daysOverdue, outstandingCents: item.amountDueCents - paidCents };
      if (!notified) steps.push({ ...base, step: 'overdue_notification' });
      const reminders = settings.get(item.organizationId)?.automations.reminders;
      if (reminders?.enabled && daysOverdue >= reminders.afterDays && !reminded) steps.push({ ...base, step: 'reminder_mail' });
    }
    if (page.length < PAGE) break;
  }
  return steps;
}

/** Claims steps (each once, even against a concurrent run) and answers those this call may carry out. */
export async function claimOverdueSteps(dataSource: DataSource, clock: Clock, steps: readonly OverdueStep[]): Promise<ClaimedOverdueStep[]> {
  const claimed = await rentReminderRepository(dataSource).claim(steps, clock.now());
  const byKey = new Map(steps.map((step) => [`${step.rentPaymentId}:${step.step}`, step]));
  return claimed.flatMap((claim) => {
    const step = byKey.get(`${claim.rentPaymentId}:${claim.step}`);
    return step ? [{ ...step, claimId: claim.id }] : [];
  });
}

/** Remembers the outbox mail of a reminder step (deleted with the organization's data). */
export function recordReminderMail(dataSource: DataSource, claimId: string, mailId: string): Promise<void> {
  return rentReminderRepository(dataSource).setMailId(claimId, mailId);
}

/** The outbox mails of the organization's reminders (to its tenants): account deletion removes them. */
export function listReminderMailIds(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  return rentReminderRepository(dataSource).mailIdsOf(context.organizationId);
}

/** Gives claims back (the step could not be carried out; the next run tries again). */
export function releaseOverdueSteps(dataSource: DataSource, claimIds: readonly string[]): Promise<void> {
  return rentReminderRepository(dataSource).release(claimIds);
}
