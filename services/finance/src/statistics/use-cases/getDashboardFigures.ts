import type { RequestContext } from '@immodesk/platform/context';
import { firstDay, monthOf, shiftDays, shiftMonth } from '../domain/months';
import { rentFiguresRepository, type OpenItemRow } from '../repositories/rentFiguresRepository';
import { reportFiguresRepository } from '../repositories/reportFiguresRepository';
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
  const [received, open, upcoming, latest] = await Promise.all([
    reportFiguresRepository(deps.dataSource).receivedByMonth(context.organizationId, {
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
  const income = new Map(received.map((row) => [row.month, row.amountCents]));
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
