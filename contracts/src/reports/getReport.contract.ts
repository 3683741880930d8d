import { z } from 'zod';
import { ZIsoDate } from '../common/primitives';
import { ZExpenseCategory } from '../expenses/expense.contract';
import { REPORT_PERIODS } from './reportPeriods';

/**
 * SPEC.md §9. `current_month` and `last_month` are calendar months; `last_3_months` is the three complete months
 * before the current one; `this_year` is the calendar year, or the fiscal year holding today when the accounting
 * setting says fiscal. A period that is not over yet counts up to and including today (`through`).
 */
export { REPORT_PERIODS };
export const ZReportPeriod = z.enum(REPORT_PERIODS);
export type TReportPeriod = z.infer<typeof ZReportPeriod>;

/** GET /api/reports and GET /api/reports/pdf. */
export const ZGetReportQuery = z.object({ period: ZReportPeriod.default('current_month') });
export type TGetReportQuery = z.infer<typeof ZGetReportQuery>;

const cents = z.number().int();
/** A percentage with two decimals (5.25 = 5.25 %); null when there is nothing to divide by. */
const percent = z.number().nullable();

/**
 * Every amount is in cents and every date `YYYY-MM-DD`. Money received counts on the day it was received; a
 * received amount pays the rent and the charges of its due item in proportion to the item's rent and charges.
 */
export const ZReportMetrics = z.object({
  /** Rent received in the period: the rent part of every amount received. */
  receivedRentCents: cents,
  /** Costs received in the period: the charges part (provisions or fixed charges) of every amount received. */
  receivedCostsCents: cents,
  /** Fees and provisions paid in the period: the expenses of the categories syndic (co-ownership) and management fees. */
  feesAndProvisionsCents: cents,
  /** Every expense dated in the period, fees and provisions included. */
  expensesCents: cents,
  /** Of those expenses, the ones marked recoverable from the tenants. */
  recoverableExpensesCents: cents,
  /** Received rent + received costs − expenses. */
  netCashFlowCents: cents,
  /**
   * Theoretical loss = unpaid + vacancy. Unpaid: of the due items due in the period (up to `through`), what was not
   * received by `through`. Vacancy: for each day of the period (up to `through`) a property without a lease in
   * force, its listed rent divided by the days of that month.
   */
  theoreticalLoss: z.object({ unpaidCents: cents, vacancyCents: cents, totalCents: cents }),
  /**
   * Gross yield: the rent the leases in force earned over the period (monthly rent per day of the month), annualised
   * (× 365 / days counted), divided by the value of the properties that have one. Actual yield: the net cash flow of
   * those properties, annualised the same way, divided by the same value. A property's value is its purchase
   * price, or its estimated value when there is no purchase price; properties without either are left out of both.
   */
  grossYieldPercent: percent,
  actualYieldPercent: percent,
  /** The sum of the property values the yields are measured against. */
  valuedPropertiesValueCents: cents,
  /** Occupied property-days / property-days of the period (up to `through`); a property is occupied on a day a lease is in force. */
  occupancyRatePercent: percent,
  /** Active contracts that can be indexed today, out of all active contracts (rent-increase opportunities). */
  rentIncreaseOpportunities: z.object({
    indexableContracts: z.number().int(),
    activeContracts: z.number().int(),
    percent,
  }),
});
export type TReportMetrics = z.infer<typeof ZReportMetrics>;

/** One calendar month of the charts: income = received rent + received costs; occupancy as above, per month. */
export const ZReportMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  incomeCents: cents,
  expensesCents: cents,
  occupancyRatePercent: percent,
});
export type TReportMonth = z.infer<typeof ZReportMonth>;

export const ZGetReportResponse = z.object({
  period: ZReportPeriod,
  /** First and last day of the period. */
  from: ZIsoDate,
  to: ZIsoDate,
  /** The last day counted: `to`, or today while the period runs. */
  through: ZIsoDate,
  metrics: ZReportMetrics,
  expensesByCategory: z.array(z.object({ category: ZExpenseCategory, amountCents: cents })),
  /** The 12 calendar months ending with the period's last month, oldest first. */
  monthly: z.array(ZReportMonth),
});
export type TGetReportResponse = z.infer<typeof ZGetReportResponse>;
