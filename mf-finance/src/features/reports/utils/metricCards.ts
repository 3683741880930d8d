import type { TReportMetrics } from '@immodesk/contracts/reports/getReport.contract';

/** The metrics of SPEC.md §9, in its order; each card's title and definition are `reports.metrics.<key>.*`. */
export const METRIC_KEYS = [
  'receivedRent',
  'receivedCosts',
  'feesAndProvisions',
  'expenses',
  'netCashFlow',
  'theoreticalLoss',
  'grossYield',
  'actualYield',
  'occupancyRate',
  'rentIncreaseOpportunities',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/** The values of a card's detail line (`reports.metrics.<key>.detail`): amounts in cents and plain counts. */
export type MetricDetail = { amounts?: Record<string, number>; counts?: Record<string, number> };

/** A metric's figure: an amount in cents or a percentage (null: nothing to divide by), and its detail line if any. */
export type MetricValue =
  | { kind: 'cents'; cents: number; detail?: MetricDetail }
  | { kind: 'percent'; percent: number | null; detail?: MetricDetail };

/** Which number of the report each card shows. */
export function metricValue(key: MetricKey, metrics: TReportMetrics): MetricValue {
  switch (key) {
    case 'receivedRent':
      return { kind: 'cents', cents: metrics.receivedRentCents };
    case 'receivedCosts':
      return { kind: 'cents', cents: metrics.receivedCostsCents };
    case 'feesAndProvisions':
      return { kind: 'cents', cents: metrics.feesAndProvisionsCents };
    case 'expenses':
      return {
        kind: 'cents',
        cents: metrics.expensesCents,
        detail: { amounts: { recoverable: metrics.recoverableExpensesCents } },
      };
    case 'netCashFlow':
      return { kind: 'cents', cents: metrics.netCashFlowCents };
    case 'theoreticalLoss':
      return {
        kind: 'cents',
        cents: metrics.theoreticalLoss.totalCents,
        detail: {
          amounts: {
            unpaid: metrics.theoreticalLoss.unpaidCents,
            vacancy: metrics.theoreticalLoss.vacancyCents,
          },
        },
      };
    case 'grossYield':
      return {
        kind: 'percent',
        percent: metrics.grossYieldPercent,
        detail: { amounts: { value: metrics.valuedPropertiesValueCents } },
      };
    case 'actualYield':
      return {
        kind: 'percent',
        percent: metrics.actualYieldPercent,
        detail: { amounts: { value: metrics.valuedPropertiesValueCents } },
      };
    case 'occupancyRate':
      return { kind: 'percent', percent: metrics.occupancyRatePercent };
    case 'rentIncreaseOpportunities':
      return {
        kind: 'percent',
        percent: metrics.rentIncreaseOpportunities.percent,
        detail: {
          counts: {
            count: metrics.rentIncreaseOpportunities.indexableContracts,
            total: metrics.rentIncreaseOpportunities.activeContracts,
          },
        },
      };
  }
}
