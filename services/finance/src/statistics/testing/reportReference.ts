import { FEES_AND_PROVISIONS, type ExpenseCategory, type ExpenseSum } from '../../expenses/domain/expense';
import { daysInclusive, monthOf } from '../domain/months';
import { propertyMonths, type StatisticsLease, type StatisticsProperty } from '../domain/occupancy';
import { seriesMonths, type ReportPeriod } from '../domain/reportPeriod';
import type { Report } from '../domain/report';

/** Money received on one day for one property, split into its rent and charges parts. */
export type RentReceipt = {
  propertyId: string | null;
  receivedOn: string;
  rentCents: number;
  chargesCents: number;
};

/** A due item due in the period, and what was received on it by the period's `through` day. */
export type DueFigure = {
  propertyId: string | null;
  dueDate: string;
  amountDueCents: number;
  receivedCents: number;
};

export type ReferenceReportInput = {
  period: ReportPeriod;
  properties: StatisticsProperty[];
  leases: StatisticsLease[];
  receipts: RentReceipt[];
  dueItems: DueFigure[];
  expenses: ExpenseSum[];
  rentIncrease: { indexableContracts: number; activeContracts: number };
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A percentage with two decimals; null without a denominator. */
function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
}

const inPeriod = (period: ReportPeriod, date: string) => date >= period.from && date <= period.through;

/**
 * THE COMPUTATION BEFORE ISSUE 35, kept for the equivalence tests only (production computes from aggregates:
 * ../domain/report.ts): every amount received, due item and expense sum read into the process, then filtered.
 * The figures of GET /api/reports (their definitions are in the contract, contracts/src/reports). Pure: the
 * use case hands over every input, bounded by the period's `through` day.
 */
export function computeReportReference(input: ReferenceReportInput): Report {
  const { period } = input;
  const months = seriesMonths(period);
  const periodMonths = months.filter((month) => month >= monthOf(period.from));
  const occupancy = propertyMonths(input.properties, input.leases, months, period.through);
  const periodOccupancy = occupancy.filter((row) => periodMonths.includes(row.month));

  const receipts = input.receipts.filter((receipt) => inPeriod(period, receipt.receivedOn));
  const receivedRentCents = sum(receipts.map((receipt) => receipt.rentCents));
  const receivedCostsCents = sum(receipts.map((receipt) => receipt.chargesCents));

  const expenses = input.expenses.filter((expense) => periodMonths.includes(expense.month));
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

  const unpaidCents = sum(
    input.dueItems
      .filter((item) => inPeriod(period, item.dueDate))
      .map((item) => Math.max(0, item.amountDueCents - item.receivedCents)),
  );
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
    receipts
      .filter((receipt) => receipt.propertyId && valued.has(receipt.propertyId))
      .map((receipt) => receipt.rentCents + receipt.chargesCents),
  );
  const valuedExpenses = sum(
    expenses.filter((expense) => valued.has(expense.propertyId)).map((expense) => expense.amountCents),
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
      const rows = occupancy.filter((row) => row.month === month);
      return {
        month,
        incomeCents: sum(
          input.receipts
            .filter((receipt) => monthOf(receipt.receivedOn) === month)
            .map((receipt) => receipt.rentCents + receipt.chargesCents),
        ),
        expensesCents: sum(
          input.expenses.filter((expense) => expense.month === month).map((expense) => expense.amountCents),
        ),
        occupancyRatePercent: percent(
          sum(rows.map((row) => row.occupiedDays)),
          sum(rows.map((row) => row.days)),
        ),
      };
    }),
  };
}
