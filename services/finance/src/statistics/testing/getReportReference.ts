import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { expenseRepository } from '../../expenses/repositories/expenseRepository';
import { listPaymentAllocations } from '../../use-cases/listPaymentAllocations';
import { firstDay, monthOf, shiftMonth } from '../domain/months';
import type { Report } from '../domain/report';
import { reportPeriod, seriesMonths } from '../domain/reportPeriod';
import type { ReportRequest, StatisticsDeps } from '../use-cases/getReport';
import { getFinanceSettings } from '../../use-cases/getFinanceSettings';
import { receiptParts } from './receiptParts';
import { computeReportReference, type DueFigure } from './reportReference';

/*
 * THE READS BEFORE ISSUE 35, kept for the equivalence tests only: every amount received in the 12-month window
 * hydrated with its due item, every due item of the period with what was received on it, and the expense sums per
 * property, month, category and flag; then ./reportReference.ts filters and adds them up in the process.
 */

type Numeric = number | string | null;

async function dueItems(
  dataSource: DataSource,
  organizationId: string,
  window: { from: string; to: string; receivedBy: string },
): Promise<DueFigure[]> {
  const rows: {
    propertyId: string | null;
    dueDate: string;
    amountDueCents: Numeric;
    receivedCents: Numeric;
  }[] = await dataSource.query(
    `SELECT item.property_id AS propertyId, item.due_date AS dueDate, item.amount_due_cents AS amountDueCents,
         COALESCE(SUM(CASE WHEN allocation.received_on <= ? THEN allocation.amount_cents ELSE 0 END), 0) AS receivedCents
       FROM rent_payments item
       LEFT JOIN payment_allocations allocation ON allocation.organization_id = item.organization_id AND allocation.rent_payment_id = item.id
       WHERE item.organization_id = ? AND item.due_date >= ? AND item.due_date <= ?
       GROUP BY item.id, item.property_id, item.due_date, item.amount_due_cents`,
    [window.receivedBy, organizationId, window.from, window.to],
  );
  return rows.map((row) => ({
    propertyId: row.propertyId,
    dueDate: String(row.dueDate),
    amountDueCents: Number(row.amountDueCents ?? 0),
    receivedCents: Number(row.receivedCents ?? 0),
  }));
}

export async function getReportReference(
  deps: StatisticsDeps,
  context: RequestContext,
  request: ReportRequest,
): Promise<Report> {
  const { accounting } = await getFinanceSettings(deps.dataSource, context);
  const period = reportPeriod(
    request.period,
    deps.clock.today(),
    accounting.period === 'fiscal' ? accounting.fiscalYearStartMonth : 1,
  );
  const window = { from: firstDay(seriesMonths(period)[0] ?? period.from), to: period.through };
  const [receipts, items, expenses] = await Promise.all([
    listPaymentAllocations(deps.dataSource, context, window),
    dueItems(deps.dataSource, context.organizationId, {
      from: period.from,
      to: period.through,
      receivedBy: period.through,
    }),
    expenseRepository(deps.dataSource).sums(context.organizationId, window),
  ]);
  return computeReportReference({
    ...request,
    period,
    receipts: receipts.map(receiptParts),
    dueItems: items,
    expenses,
  });
}

/** The dashboard's income series as it was: every amount received in the 12 months, added up per month. */
export async function dashboardIncomeReference(
  deps: StatisticsDeps,
  context: RequestContext,
): Promise<{ month: string; incomeCents: number }[]> {
  const today = deps.clock.today();
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(monthOf(today), index - 11));
  const receipts = await listPaymentAllocations(deps.dataSource, context, {
    from: firstDay(months[0] ?? monthOf(today)),
    to: today,
  });
  const income = new Map<string, number>();
  for (const receipt of receipts)
    income.set(
      monthOf(receipt.receivedOn),
      (income.get(monthOf(receipt.receivedOn)) ?? 0) + receipt.amountCents,
    );
  return months.map((month) => ({ month, incomeCents: income.get(month) ?? 0 }));
}
