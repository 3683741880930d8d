import type { RequestContext } from '@immodesk/platform/context';
import { firstDay, monthOf, shiftDays, shiftMonth } from '../domain/months';
import { listPaymentAllocations } from '../../use-cases/listPaymentAllocations';
import { rentFiguresRepository, type OpenItemRow } from '../repositories/rentFiguresRepository';
import type { StatisticsDeps } from './getReport';

/** SPEC.md §9: upcoming payments fall due within 7 days (today and the 7 days after it). */
export const UPCOMING_PAYMENT_DAYS = 7;
const UPCOMING_PAYMENTS_SHOWN = 10;
const RECENT_RECEIPTS_SHOWN = 5;

export type DashboardFigures = {
  /** The 12 calendar months ending with the current one: rent and charges received. */
  incomeSeries: { month: string; incomeCents: number }[];
  /** Items whose due date has come (today or earlier) and that are not fully paid. */
  pendingPayments: { count: number; amountCents: number };
  upcomingPayments: OpenItemRow[];
  recentReceipts: { id: string; propertyId: string | null; receivedOn: string; amountCents: number }[];
};

/** The dashboard's finance part, in one round of queries. */
export async function getDashboardFigures(
  deps: StatisticsDeps,
  context: RequestContext,
): Promise<DashboardFigures> {
  const today = deps.clock.today();
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(monthOf(today), index - 11));
  const rentFigures = rentFiguresRepository(deps.dataSource);
  const [receipts, open, upcoming, latest] = await Promise.all([
    listPaymentAllocations(deps.dataSource, context, {
      from: firstDay(months[0] ?? monthOf(today)),
      to: today,
    }),
    rentFigures.openTotals(context.organizationId, today),
    rentFigures.openItemsDue(
      context.organizationId,
      { from: today, to: shiftDays(today, UPCOMING_PAYMENT_DAYS) },
      UPCOMING_PAYMENTS_SHOWN,
    ),
    rentFigures.latestReceipts(context.organizationId, RECENT_RECEIPTS_SHOWN),
  ]);
  const income = new Map<string, number>();
  for (const receipt of receipts)
    income.set(
      monthOf(receipt.receivedOn),
      (income.get(monthOf(receipt.receivedOn)) ?? 0) + receipt.amountCents,
    );
  return {
    incomeSeries: months.map((month) => ({ month, incomeCents: income.get(month) ?? 0 })),
    pendingPayments: { count: open.count, amountCents: open.outstandingCents },
    upcomingPayments: upcoming,
    recentReceipts: latest.map(({ id, propertyId, receivedOn, amountCents }) => ({
      id,
      propertyId,
      receivedOn,
      amountCents,
    })),
  };
}
