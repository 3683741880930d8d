import type { DataSource } from 'typeorm';
import { calendarDaysBetween } from '@immodesk/platform/domain/calendarDate';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { OverdueStep } from '../domain/overdueStep';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';
import { bankLineRepository } from '../statements/repositories/bankLineRepository';
import { getFinanceSettingsOf } from './getFinanceSettings';

const PAGE = 5_000;

/**
 * The steps due today across organizations: a notification for every overdue item (money still owed after its due
 * date), and a reminder mail once it is `afterDays` overdue when the organization has reminders on; steps already
 * done are left out, and so is an item an imported credit waiting for the landlord's confirmation may pay (a
 * candidate of a bank line): the tenant may well have paid (issue 31).
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
    const organizationIds = [...new Set(page.map((item) => item.organizationId))];
    const [settings, awaiting] = await Promise.all([
      getFinanceSettingsOf(dataSource, organizationIds),
      bankLineRepository(dataSource).itemsAwaitingConfirmation(organizationIds),
    ]);
    for (const item of page) {
      if (awaiting.has(item.id)) continue;
      const daysOverdue = calendarDaysBetween(item.dueDate, today);
      const { notified, reminded, paidCents, id, ...rest } = item;
      const base = {
        ...rest,
        rentPaymentId: id,
        daysOverdue,
        outstandingCents: item.amountDueCents - paidCents,
      };
      if (!notified) steps.push({ ...base, step: 'overdue_notification' });
      const reminders = settings.get(item.organizationId)?.automations.reminders;
      if (reminders?.enabled && daysOverdue >= reminders.afterDays && !reminded)
        steps.push({ ...base, step: 'reminder_mail' });
    }
    if (page.length < PAGE) break;
  }
  return steps;
}
