import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { firstDay } from '../domain/months';
import type { StatisticsLease, StatisticsProperty } from '../domain/occupancy';
import { computeReport, type Report } from '../domain/report';
import { reportPeriod, seriesMonths, type ReportPeriodKey } from '../domain/reportPeriod';
import { reportFiguresRepository } from '../repositories/reportFiguresRepository';
import { getFinanceSettings } from '../../use-cases/getFinanceSettings';

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

/**
 * GET /api/reports: the period on today (by the accounting setting), the finance figures as aggregate queries over
 * the 12-month window and the period, the portfolio handed in.
 */
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
  const inPeriod = { from: period.from, to: period.through };
  const figures = reportFiguresRepository(deps.dataSource);
  const organizationId = context.organizationId;
  const [receivedByMonth, receivedInPeriod, unpaidCents, expensesByMonth, expensesByProperty] =
    await Promise.all([
      figures.receivedByMonth(organizationId, window),
      figures.receivedInWindow(organizationId, inPeriod),
      figures.unpaid(organizationId, { ...inPeriod, receivedBy: period.through }),
      figures.expensesByMonth(organizationId, window),
      figures.expensesByProperty(organizationId, inPeriod),
    ]);
  return computeReport({
    ...request,
    period,
    figures: {
      receivedByMonth,
      receivedByProperty: receivedInPeriod.byProperty,
      receivedChargesCents: receivedInPeriod.chargesCents,
      unpaidCents,
      expensesByMonth,
      expensesByProperty,
    },
  });
}
