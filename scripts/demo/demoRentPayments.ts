import type { Services } from '@immodesk/bff/composition';
import { applyIndexation } from '@immodesk/bff/use-cases/applyIndexation';
import { generateRentSchedules } from '@immodesk/bff/use-cases/generateRentSchedules';
import { remindOverdueRent } from '@immodesk/bff/use-cases/remindOverdueRent';
import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';
import type { RequestContext } from '@immodesk/platform/context';
import { isAppError } from '@immodesk/platform/errors';

type DemoRefs = { properties: Map<string, string> };

/** What the demo's tenant did for one due item of a lease. */
type Payment = { paidCents: number; paidAt: string; notes?: string };

/**
 * Korenlei 7 was indexed on its first anniversary, through the indexation flow (which reprices its due items), when
 * that anniversary's health index is in the series; otherwise it keeps its lease rent.
 */
async function indexKorenlei(
  services: Services,
  context: RequestContext,
  lease: { id: string; startsOn: string },
): Promise<void> {
  const anniversary = addCalendarDays(lease.startsOn, 365);
  if (anniversary > services.clock.today()) return;
  try {
    await applyIndexation(services, context, { contractId: lease.id, date: anniversary });
  } catch (error) {
    if (!(isAppError(error) && error.code === 'business_rule')) throw error;
  }
}

/**
 * The leases' rent, as the product makes it: the demo's finance settings, then the schedule job back-fills every
 * active lease from its start (Korenlei 7 over a year, the Borgerhout shop almost three years, Rue Hors-Château
 * this month). Korenlei's rent was indexed after a year. Payments: most months paid two days early; Korenlei paid
 * € 50,00 too much four months ago (carried to the next month) and on its latest item (a credit on its account); De Zuidkant paid half two months ago and nothing
 * last month (overdue: the overdue job notifies the landlord and mails a reminder). Answers how many due items
 * the leases have.
 */
export async function seedDemoRentPayments(
  services: Services,
  context: RequestContext,
  refs: DemoRefs,
): Promise<number> {
  const { finance } = services;
  const today = services.clock.today();
  await finance.putAccountingSettings(context, {
    period: 'calendar',
    fiscalYearStartMonth: 1,
    currency: 'EUR',
  });
  await finance.putInvoicingSettings(context, { prefix: 'DV-', template: 'modern', paymentTermsDays: 14 });
  await finance.putAutomationSettings(context, {
    rentRequests: { enabled: true, daysBeforeDue: 7 },
    reminders: { enabled: true, afterDays: 10 },
    indexationReminders: { enabled: true },
  });
  await generateRentSchedules(services);

  const leases = (
    await services.contracts.listContracts(context, { page: 1, pageSize: 50, status: 'active' })
  ).items;
  const itemsOf = async (contractId: string): Promise<TRentPayment[]> =>
    (await finance.listRentPayments(context, { page: 1, pageSize: 200, contractId })).items.sort((a, b) =>
      a.dueDate.localeCompare(b.dueDate),
    );
  let count = 0;
  for (const lease of leases) {
    if (lease.propertyId === refs.properties.get('korenlei')) {
      await indexKorenlei(services, context, lease);
    }
    const items = await itemsOf(lease.id);
    count += items.length;
    const past = items.filter((item) => item.dueDate < today);
    const payments = new Map<string, Payment>();
    for (const item of past)
      payments.set(item.id, { paidCents: item.amountDueCents, paidAt: addCalendarDays(item.dueDate, -2) });
    if (lease.propertyId === refs.properties.get('korenlei')) {
      const overpaid = past.at(-4);
      if (overpaid)
        payments.set(overpaid.id, {
          paidCents: overpaid.amountDueCents + 5_000,
          paidAt: addCalendarDays(overpaid.dueDate, -2),
          notes: 'Te veel betaald; het overschot gaat naar de volgende maand.',
        });
    }
    if (lease.propertyId === refs.properties.get('turnhoutsebaan')) {
      const partial = past.at(-2);
      if (partial)
        payments.set(partial.id, {
          paidCents: Math.round(partial.amountDueCents / 2),
          paidAt: addCalendarDays(partial.dueDate, 3),
          notes: 'Betaalt in twee keer; de rest is beloofd.',
        });
      const unpaid = past.at(-1);
      if (unpaid) payments.delete(unpaid.id);
    }
    // Korenlei also paid its latest item € 50,00 too much: with no later item yet, the surplus is the tenant's
    // credit (shown on the account) until the schedule creates the next month's item and puts it there.
    const latest = items.at(-1);
    if (lease.propertyId === refs.properties.get('korenlei') && latest)
      payments.set(latest.id, {
        paidCents: latest.amountDueCents + 5_000,
        paidAt: addCalendarDays(latest.dueDate, -2),
        notes: 'Te veel betaald; het overschot staat als tegoed op de rekening.',
      });
    // Oldest first: a carried surplus lands on the next month before that month is registered.
    for (const item of latest && !past.includes(latest) ? [...past, latest] : past) {
      const payment = payments.get(item.id);
      if (payment)
        await finance.registerPayment(context, {
          id: item.id,
          ...payment,
          paidAt: payment.paidAt > today ? today : payment.paidAt,
        });
    }
  }
  await remindOverdueRent(services);
  return count;
}
