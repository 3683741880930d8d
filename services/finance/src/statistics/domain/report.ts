import { FEES_AND_PROVISIONS, type ExpenseCategory } from '../../expenses/domain/expense';
import { daysInclusive, monthOf } from './months';
import { propertyMonths, type StatisticsLease, type StatisticsProperty } from './occupancy';
import { seriesMonths, type ReportPeriod, type ReportPeriodKey } from './reportPeriod';

/** The finance figures of a report, as the aggregate queries give them (the series window and the period). */
export type ReportFigures = {
  /** Money received per month of the 12-month series (up to `through`). */
  receivedByMonth: { month: string; amountCents: number }[];
  /** Money received in the period on each property's due items. */
  receivedByProperty: { propertyId: string; amountCents: number }[];
  /** The charges part of the money received in the period (a period starts on the first of a month). */
  receivedChargesCents: number;
  /** Of the items due in the period, what had not been received by `through`. */
  unpaidCents: number;
  /** Expenses per month of the series, category and recoverable flag. */
  expensesByMonth: { month: string; category: ExpenseCategory; recoverable: boolean; amountCents: number }[];
  /** Expenses dated in the period, per property. */
  expensesByProperty: { propertyId: string; amountCents: number }[];
};

export type ReportInput = {
  period: ReportPeriod;
  properties: StatisticsProperty[];
  leases: StatisticsLease[];
  figures: ReportFigures;
  rentIncrease: { indexableContracts: number; activeContracts: number };
};

export type ReportMetrics = {
  receivedRentCents: number;
  receivedCostsCents: number;
  feesAndProvisionsCents: number;
  expensesCents: number;
  recoverableExpensesCents: number;
  netCashFlowCents: number;
  theoreticalLoss: { unpaidCents: number; vacancyCents: number; totalCents: number };
  grossYieldPercent: number | null;
  actualYieldPercent: number | null;
  valuedPropertiesValueCents: number;
  occupancyRatePercent: number | null;
  rentIncreaseOpportunities: { indexableContracts: number; activeContracts: number; percent: number | null };
};

export type ReportMonth = {
  month: string;
  incomeCents: number;
  expensesCents: number;
  occupancyRatePercent: number | null;
};

export type Report = {
  period: ReportPeriodKey;
  from: string;
  to: string;
  through: string;
  metrics: ReportMetrics;
  expensesByCategory: { category: ExpenseCategory; amountCents: number }[];
  monthly: ReportMonth[];
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A percentage with two decimals; null without a denominator. */
function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
}

/**
 * The figures of GET /api/reports (their definitions are in the contract, contracts/src/reports). Pure: the
 * use case hands over the portfolio and the aggregates, bounded by the period's `through` day.
 */
export function computeReport(input: ReportInput): Report {
  const { period, figures } = input;
  const months = seriesMonths(period);
  const inPeriod = (month: string) => month >= monthOf(period.from) && month <= monthOf(period.to);
  const occupancy = propertyMonths(input.properties, input.leases, months, period.through);
  const periodOccupancy = occupancy.filter((row) => inPeriod(row.month));
  // Grouped once (in their order) for the monthly series, rather than one pass over every row per month.
  const occupancyByMonth = new Map<string, typeof occupancy>();
  for (const row of occupancy) {
    const rows = occupancyByMonth.get(row.month);
    if (rows) rows.push(row);
    else occupancyByMonth.set(row.month, [row]);
  }

  const received = figures.receivedByMonth.filter((row) => inPeriod(row.month));
  const receivedCostsCents = figures.receivedChargesCents;
  const receivedRentCents = sum(received.map((row) => row.amountCents)) - receivedCostsCents;

  const expenses = figures.expensesByMonth.filter((row) => inPeriod(row.month));
  const expensesCents = sum(expenses.map((expense) => expense.amountCents));
  const feesAndProvisionsCents = sum(
    expenses
      .filter((expense) => FEES_AND_PROVISIONS.includes(expense.category))
      .map((expense) => expense.amountCents),
  );
  const recoverableExpensesCents = sum(
    expenses.filter((expense) => expense.recoverable).map((expense) => expense.amountCents),
  );
  const netCashFlowCents = receivedRentCents + receivedCostsCents - expensesCents;

  const unpaidCents = figures.unpaidCents;
  const vacancyCents = Math.round(sum(periodOccupancy.map((row) => row.vacancyCents)));

  const valued = new Map(
    input.properties
      .filter((property) => !property.archived && (property.valueCents ?? 0) > 0)
      .map((property) => [property.id, property.valueCents ?? 0]),
  );
  const valuedPropertiesValueCents = sum([...valued.values()]);
  const annualise = 365 / daysInclusive(period.from, period.through);
  const valuedAccruedRent = sum(
    periodOccupancy.filter((row) => valued.has(row.propertyId)).map((row) => row.accruedRentCents),
  );
  const valuedReceived = sum(
    figures.receivedByProperty.filter((row) => valued.has(row.propertyId)).map((row) => row.amountCents),
  );
  const valuedExpenses = sum(
    figures.expensesByProperty.filter((row) => valued.has(row.propertyId)).map((row) => row.amountCents),
  );

  const byCategory = new Map<ExpenseCategory, number>();
  for (const expense of expenses)
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + expense.amountCents);

  return {
    period: period.key,
    from: period.from,
    to: period.to,
    through: period.through,
    metrics: {
      receivedRentCents,
      receivedCostsCents,
      feesAndProvisionsCents,
      expensesCents,
      recoverableExpensesCents,
      netCashFlowCents,
      theoreticalLoss: { unpaidCents, vacancyCents, totalCents: unpaidCents + vacancyCents },
      grossYieldPercent: percent(valuedAccruedRent * annualise, valuedPropertiesValueCents),
      actualYieldPercent: percent((valuedReceived - valuedExpenses) * annualise, valuedPropertiesValueCents),
      valuedPropertiesValueCents,
      occupancyRatePercent: percent(
        sum(periodOccupancy.map((row) => row.occupiedDays)),
        sum(periodOccupancy.map((row) => row.days)),
      ),
      rentIncreaseOpportunities: {
        ...input.rentIncrease,
        percent: percent(input.rentIncrease.indexableContracts, input.rentIncrease.activeContracts),
      },
    },
    expensesByCategory: [...byCategory]
      .map(([category, amountCents]) => ({ category, amountCents }))
      .sort((a, b) => b.amountCents - a.amountCents),
    monthly: months.map((month) => {
      const rows = occupancyByMonth.get(month) ?? [];
      return {
        month,
        incomeCents: sum(
          figures.receivedByMonth.filter((row) => row.month === month).map((row) => row.amountCents),
        ),
        expensesCents: sum(
          figures.expensesByMonth.filter((row) => row.month === month).map((row) => row.amountCents),
        ),
        occupancyRatePercent: percent(
          sum(rows.map((row) => row.occupiedDays)),
          sum(rows.map((row) => row.days)),
        ),
      };
    }),
  };
}
