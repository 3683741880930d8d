import type { ExpenseSum } from '../../expenses/domain/expense';
import { firstDay, monthOf } from '../domain/months';
import type { ReportFigures } from '../domain/report';
import { seriesMonths, type ReportPeriod } from '../domain/reportPeriod';
import type { DueFigure, RentReceipt } from './reportReference';

/** Adds `amountCents` to the row of `key`, made by `make` the first time. */
function addTo<T extends { amountCents: number }>(
  rows: Map<string, T>,
  key: string,
  make: () => T,
  amountCents: number,
) {
  const row = rows.get(key) ?? make();
  row.amountCents += amountCents;
  rows.set(key, row);
}

/**
 * For the hand-computed domain tests: the aggregates the SQL of reportFiguresRepository gives, added up in the
 * process from rows (amounts received already split, due items with what was received on them, expense sums).
 */
export function figuresOfRows(
  period: ReportPeriod,
  rows: { receipts: RentReceipt[]; dueItems: DueFigure[]; expenses: ExpenseSum[] },
): ReportFigures {
  const windowFrom = firstDay(seriesMonths(period)[0] ?? monthOf(period.from));
  const inWindow = (date: string) => date >= windowFrom && date <= period.through;
  const inPeriod = (date: string) => date >= period.from && date <= period.through;
  const months = new Map<string, ReportFigures['receivedByMonth'][number]>();
  const receivedByProperty = new Map<string, { propertyId: string; amountCents: number }>();
  let receivedChargesCents = 0;
  for (const receipt of rows.receipts) {
    const amount = receipt.rentCents + receipt.chargesCents;
    if (inWindow(receipt.receivedOn)) {
      const month = monthOf(receipt.receivedOn);
      addTo(months, month, () => ({ month, amountCents: 0 }), amount);
    }
    if (inPeriod(receipt.receivedOn)) receivedChargesCents += receipt.chargesCents;
    const { propertyId } = receipt;
    if (propertyId && inPeriod(receipt.receivedOn))
      addTo(receivedByProperty, propertyId, () => ({ propertyId, amountCents: 0 }), amount);
  }
  const expensesByMonth = new Map<string, ReportFigures['expensesByMonth'][number]>();
  const expensesByProperty = new Map<string, { propertyId: string; amountCents: number }>();
  for (const expense of rows.expenses) {
    const { month, category, recoverable, propertyId } = expense;
    if (inWindow(firstDay(month)))
      addTo(
        expensesByMonth,
        `${month} ${category} ${recoverable}`,
        () => ({ month, category, recoverable, amountCents: 0 }),
        expense.amountCents,
      );
    if (month >= monthOf(period.from) && month <= monthOf(period.through))
      addTo(expensesByProperty, propertyId, () => ({ propertyId, amountCents: 0 }), expense.amountCents);
  }
  return {
    receivedByMonth: [...months.values()],
    receivedByProperty: [...receivedByProperty.values()],
    receivedChargesCents,
    unpaidCents: rows.dueItems
      .filter((item) => inPeriod(item.dueDate))
      .reduce((total, item) => total + Math.max(0, item.amountDueCents - item.receivedCents), 0),
    expensesByMonth: [...expensesByMonth.values()],
    expensesByProperty: [...expensesByProperty.values()],
  };
}
