import type { DataSource } from 'typeorm';
import type { ExpenseCategory } from '../../expenses/domain/expense';

// The report's figures as SQL aggregates per organization and date window: a few rows per month, category or
// property, never a row per due item, amount received or expense. Dates are `YYYY-MM-DD` on SQLite and MariaDB
// alike, so windows compare strings and months group on SUBSTR(…, 1, 7). MariaDB answers SUMs as decimal strings.

type Numeric = number | string | null;
const toNumber = (value: Numeric | undefined) => Number(value ?? 0);

export type Window = { from: string; to: string };

export type MonthReceived = {
  month: string;
  /** Everything received that month: rent and charges. */
  amountCents: number;
};

export type PropertyAmount = { propertyId: string; amountCents: number };

export type ReceivedInWindow = {
  /** The money received on each property's due items (a contract's credit has no property yet). */
  byProperty: PropertyAmount[];
  /** The charges part of all of it (decisions/statistics.md, "Money received counts on the day it came in"). */
  chargesCents: number;
};

export type MonthExpense = {
  month: string;
  category: ExpenseCategory;
  recoverable: boolean;
  amountCents: number;
};

const RECEIVED_SOURCE = `payment_allocations allocation
  LEFT JOIN rent_payments item ON item.id = allocation.rent_payment_id AND item.organization_id = allocation.organization_id`;

const PARTS = 'item.rent_cents + item.charges_cents';
/**
 * An amount's charges part: amount × charges ÷ (rent + charges) rounded half up to the cent, per amount received (as
 * Math.round did on each one), in integers so that SQLite and MariaDB give the same cent: floor((2n + d) ÷ 2d) with
 * the floor written as an exact division, since SQLite's `/` truncates and MariaDB's answers a decimal. An amount
 * not on an item (a credit) or on an item without parts has no charges part.
 */
const NUMERATOR = `(2 * allocation.amount_cents * item.charges_cents + ${PARTS})`;
const DENOMINATOR = `(2 * (${PARTS}))`;
const CHARGES_PART = `CASE WHEN ${PARTS} > 0
  THEN (${NUMERATOR} - ((${NUMERATOR} % ${DENOMINATOR}) + ${DENOMINATOR}) % ${DENOMINATOR}) / ${DENOMINATOR}
  ELSE 0 END`;

/** Only `query`: the EXPLAIN test hands in one that explains each statement. */
export function reportFiguresRepository(database: Pick<DataSource, 'query'>) {
  return {
    /** The money received in the window per calendar month, from the index alone (no due item read). */
    async receivedByMonth(organizationId: string, window: Window): Promise<MonthReceived[]> {
      const rows: { month: string; amountCents: Numeric }[] = await database.query(
        `SELECT SUBSTR(allocation.received_on, 1, 7) AS month, SUM(allocation.amount_cents) AS amountCents
         FROM payment_allocations allocation
         WHERE allocation.organization_id = ? AND allocation.received_on >= ? AND allocation.received_on <= ?
         GROUP BY SUBSTR(allocation.received_on, 1, 7)`,
        [organizationId, window.from, window.to],
      );
      return rows.map((row) => ({ month: String(row.month), amountCents: toNumber(row.amountCents) }));
    },

    /**
     * The money received in the window per property and its charges part, in one pass over the amounts and their
     * due items (the period's; the 12-month series needs no item).
     */
    async receivedInWindow(organizationId: string, window: Window): Promise<ReceivedInWindow> {
      const rows: { propertyId: string | null; amountCents: Numeric; chargesCents: Numeric }[] =
        await database.query(
          `SELECT item.property_id AS propertyId, SUM(allocation.amount_cents) AS amountCents,
             SUM(${CHARGES_PART}) AS chargesCents
           FROM ${RECEIVED_SOURCE}
           WHERE allocation.organization_id = ? AND allocation.received_on >= ? AND allocation.received_on <= ?
           GROUP BY item.property_id`,
          [organizationId, window.from, window.to],
        );
      return {
        byProperty: rows.flatMap((row) =>
          row.propertyId === null
            ? []
            : [{ propertyId: row.propertyId, amountCents: toNumber(row.amountCents) }],
        ),
        chargesCents: rows.reduce((total, row) => total + toNumber(row.chargesCents), 0),
      };
    },

    /**
     * Of the items due in the window, what had not been received by `receivedBy` (an overpaid item counts 0). An item
     * whose last amount came in by then has received its `paid_cents` (the sum of its allocations, kept in step by
     * every write), read from the index; only an item with an amount received after `receivedBy` (a past period) adds
     * up its allocations up to that day.
     */
    async unpaid(organizationId: string, window: Window & { receivedBy: string }): Promise<number> {
      // Grouped per item in a derived table (not a correlated subquery, which SQLite would run item by item).
      const [row]: { settledCents: Numeric; lateCents: Numeric }[] = await database.query(
        `SELECT
           (SELECT COALESCE(SUM(CASE WHEN item.amount_due_cents > item.paid_cents THEN item.amount_due_cents - item.paid_cents ELSE 0 END), 0)
            FROM rent_payments item
            WHERE item.organization_id = ? AND item.due_date >= ? AND item.due_date <= ?
              AND (item.paid_at IS NULL OR item.paid_at <= ?)) AS settledCents,
           (SELECT COALESCE(SUM(CASE WHEN open_item.open_cents > 0 THEN open_item.open_cents ELSE 0 END), 0)
            FROM (
              SELECT item.amount_due_cents - COALESCE(SUM(CASE WHEN allocation.received_on <= ? THEN allocation.amount_cents ELSE 0 END), 0) AS open_cents
              FROM rent_payments item
              LEFT JOIN payment_allocations allocation ON allocation.organization_id = item.organization_id AND allocation.rent_payment_id = item.id
              WHERE item.organization_id = ? AND item.due_date >= ? AND item.due_date <= ? AND item.paid_at > ?
              GROUP BY item.id, item.amount_due_cents
            ) open_item) AS lateCents`,
        [
          organizationId,
          window.from,
          window.to,
          window.receivedBy,
          window.receivedBy,
          organizationId,
          window.from,
          window.to,
          window.receivedBy,
        ],
      );
      return toNumber(row?.settledCents) + toNumber(row?.lateCents);
    },

    /** The expenses dated in the window per calendar month, category and recoverable flag. */
    async expensesByMonth(organizationId: string, window: Window): Promise<MonthExpense[]> {
      const rows: {
        month: string;
        category: ExpenseCategory;
        recoverable: number | boolean | string;
        amountCents: Numeric;
      }[] = await database.query(
        `SELECT SUBSTR(expense.expense_date, 1, 7) AS month, expense.category AS category,
           expense.recoverable AS recoverable, SUM(expense.amount_cents) AS amountCents
         FROM expenses expense
         WHERE expense.organization_id = ? AND expense.expense_date >= ? AND expense.expense_date <= ?
         GROUP BY SUBSTR(expense.expense_date, 1, 7), expense.category, expense.recoverable`,
        [organizationId, window.from, window.to],
      );
      return rows.map((row) => ({
        month: String(row.month),
        category: row.category,
        recoverable: row.recoverable === true || Number(row.recoverable) === 1,
        amountCents: toNumber(row.amountCents),
      }));
    },

    /** The expenses dated in the window per property. */
    async expensesByProperty(organizationId: string, window: Window): Promise<PropertyAmount[]> {
      const rows: { propertyId: string; amountCents: Numeric }[] = await database.query(
        `SELECT expense.property_id AS propertyId, SUM(expense.amount_cents) AS amountCents
         FROM expenses expense
         WHERE expense.organization_id = ? AND expense.expense_date >= ? AND expense.expense_date <= ?
         GROUP BY expense.property_id`,
        [organizationId, window.from, window.to],
      );
      return rows.map((row) => ({ propertyId: row.propertyId, amountCents: toNumber(row.amountCents) }));
    },
  };
}
