import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@immodesk/platform/ports/clock';
import { randomContext } from '@immodesk/platform/testing/errorOf';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { expensesDatabaseModule } from '../expenses/expensesDatabaseModule';
import { financeDatabaseModule } from '../financeDatabaseModule';
import type { ReportPeriodKey } from './domain/reportPeriod';
import { dashboardIncomeReference, getReportReference } from './testing/getReportReference';
import { generatePortfolio, type GeneratedPortfolio } from './testing/generatedPortfolio';
import { getDashboardFigures } from './use-cases/getDashboardFigures';
import { getReport, type StatisticsDeps } from './use-cases/getReport';
import { explainedPlans } from './testing/explainedPlans';

const PERIODS: ReportPeriodKey[] = ['current_month', 'last_month', 'last_3_months', 'this_year'];
const organization = randomContext();
const neighbour = randomContext();

/*
 * Issue 35: the report and the dashboard's income from aggregate SQL give every number the computation that read each
 * amount received, due item and expense into the process gave, on a generated 500-unit portfolio (partial payments,
 * overpayments, credits, expenses, vacancies, leases starting and ending in the period), on a day mid-month and on
 * the last day of a month, next to another organization's portfolio.
 */
describe('statistics from aggregates', () => {
  let database: TestDatabase;
  let portfolio: GeneratedPortfolio;

  beforeAll(async () => {
    database = await createTestDatabase([financeDatabaseModule, expensesDatabaseModule]);
    const clock = fixedClock('2026-05-15T09:00:00Z');
    portfolio = await generatePortfolio(database.dataSource, clock, organization.organizationId, 500);
    await generatePortfolio(database.dataSource, clock, neighbour.organizationId, 40, 7);
  }, 300_000);

  afterAll(async () => {
    await database?.drop();
  });

  it.each(['2026-05-15', '2026-03-31'])(
    'on %s gives every report figure of every period as before',
    async (today) => {
      const deps: StatisticsDeps = {
        dataSource: database.dataSource,
        clock: fixedClock(`${today}T09:00:00Z`),
      };
      for (const period of PERIODS) {
        const request = {
          period,
          ...portfolio,
          rentIncrease: { indexableContracts: 17, activeContracts: 420 },
        };
        const report = await getReport(deps, organization, request);
        expect(report, period).toEqual(await getReportReference(deps, organization, request));
        // Not a comparison of two zeros: the generated money shows in the figures.
        expect(report.metrics.receivedCostsCents, period).toBeGreaterThan(0);
        expect(report.metrics.theoreticalLoss.unpaidCents, period).toBeGreaterThan(0);
        expect(report.metrics.expensesCents, period).toBeGreaterThan(0);
      }
    },
  );

  it('gives the dashboard the same income month by month', async () => {
    const deps: StatisticsDeps = {
      dataSource: database.dataSource,
      clock: fixedClock('2026-05-15T09:00:00Z'),
    };
    const { incomeSeries } = await getDashboardFigures(deps, organization);
    expect(incomeSeries).toEqual(await dashboardIncomeReference(deps, organization));
    expect(incomeSeries.filter((month) => month.incomeCents > 0)).toHaveLength(12);
  }, 60_000);

  it('reads every figure through an index, never scanning a table', async () => {
    const plans = await explainedPlans(database.dataSource, organization.organizationId);
    // By alias: the amounts received by day or item, their item by its key (or by organization and due day or property, or the due amounts index), the expenses by organization first.
    const expected: Record<string, RegExp> = {
      allocation: /^idx_payment_allocations_/,
      item: /^(idx_rent_payments_(organization_(due|property)|due_amounts)|PRIMARY|sqlite_autoindex_rent_payments_1)$/,
      expense: /^idx_expenses_organization_/,
    };
    expect(plans).toHaveLength(5);
    for (const { statement, access } of plans) {
      const tables = access.filter((table) => table.table in expected);
      expect(tables.length, statement).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.fullScan, `${statement}: ${table.table}`).toBe(false);
        expect(table.index, `${statement}: ${table.table}`).toMatch(expected[table.table] ?? /^$/);
      }
    }
  }, 60_000);
});
