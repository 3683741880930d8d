import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { expenseRepository } from '../../expenses/repositories/expenseRepository';
import { firstDay } from '../domain/months';
import type { StatisticsLease, StatisticsProperty } from '../domain/occupancy';
import { receiptParts } from '../domain/receiptParts';
import { computeReport, type Report } from '../domain/report';
import { reportPeriod, seriesMonths, type ReportPeriodKey } from '../domain/reportPeriod';
import { rentFiguresRepository } from '../repositories/rentFiguresRepository';
import { getFinanceSettings } from '../../use-cases/getFinanceSettings';
import { listPaymentAllocations } from '../../use-cases/listPaymentAllocations';

export type StatisticsDeps = { dataSource: DataSource; clock: Clock };

/** The accounting setting: January for a calendar year, else the month the fiscal year starts. */
async function yearStartMonth(dataSource: DataSource, context: RequestContext): Promise<number> {
  const { accounting } = await getFinanceSettings(dataSource, context);
  return accounting.period === 'fiscal' ? accounting.fiscalYearStartMonth : 1;
}

/** What the BFF gathers from the other services: the portfolio, its leases, and the indexation opportunities. */
export type ReportRequest = {
  period: ReportPeriodKey;
  properties: StatisticsProperty[];
  leases: StatisticsLease[];
  rentIncrease: { indexableContracts: number; activeContracts: number };
};

/** GET /api/reports: the period on today (by the accounting setting), the finance figures read here, the rest handed in. */
export async function getReport(
  deps: StatisticsDeps,
  context: RequestContext,
  request: ReportRequest,
): Promise<Report> {
  const period = reportPeriod(
    request.period,
    deps.clock.today(),
    await yearStartMonth(deps.dataSource, context),
  );
  const window = { from: firstDay(seriesMonths(period)[0] ?? period.from), to: period.through };
  const rentFigures = rentFiguresRepository(deps.dataSource);
  const [receipts, dueItems, expenses] = await Promise.all([
    listPaymentAllocations(deps.dataSource, context, window),
    rentFigures.dueItems(context.organizationId, {
      from: period.from,
      to: period.through,
      receivedBy: period.through,
    }),
    expenseRepository(deps.dataSource).sums(context.organizationId, window),
  ]);
  return computeReport({ ...request, period, receipts: receipts.map(receiptParts), dueItems, expenses });
}
