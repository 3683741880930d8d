import type { DataSource } from 'typeorm';

// Plain SQL over the rent schedule's tables (rent_payments: the due items with their rent and charges parts;
// payment_allocations: every amount received, on the day it came in) for the dashboard: the latest receipts and the
// open items. MariaDB answers SUMs as decimal strings.

export type ReceiptRow = {
  id: string;
  propertyId: string | null;
  receivedOn: string;
  amountCents: number;
  /** The due item's parts; null for a credit not yet put on an item. */
  itemRentCents: number | null;
  itemChargesCents: number | null;
};

export type OpenItemRow = {
  id: string;
  contractId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  dueDate: string;
  amountDueCents: number;
  paidCents: number;
};

type Numeric = number | string | null;
const toNumber = (value: Numeric) => Number(value ?? 0);

const RECEIPT_COLUMNS = `allocation.id AS id, item.property_id AS propertyId, allocation.received_on AS receivedOn,
  allocation.amount_cents AS amountCents, item.rent_cents AS itemRentCents, item.charges_cents AS itemChargesCents`;
const RECEIPT_SOURCE = `payment_allocations allocation
  LEFT JOIN rent_payments item ON item.id = allocation.rent_payment_id AND item.organization_id = allocation.organization_id`;

type RawReceipt = Omit<ReceiptRow, 'amountCents' | 'itemRentCents' | 'itemChargesCents'> & {
  amountCents: Numeric;
  itemRentCents: Numeric;
  itemChargesCents: Numeric;
};

function toReceipt(row: RawReceipt): ReceiptRow {
  return {
    id: row.id,
    propertyId: row.propertyId,
    receivedOn: String(row.receivedOn),
    amountCents: toNumber(row.amountCents),
    itemRentCents: row.itemRentCents === null ? null : toNumber(row.itemRentCents),
    itemChargesCents: row.itemChargesCents === null ? null : toNumber(row.itemChargesCents),
  };
}

export function rentFiguresRepository(dataSource: DataSource) {
  return {
    /** The latest amounts received, newest first. */
    async latestReceipts(organizationId: string, limit: number): Promise<ReceiptRow[]> {
      const rows: RawReceipt[] = await dataSource.query(
        `SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_SOURCE} WHERE allocation.organization_id = ?
         ORDER BY allocation.received_on DESC, allocation.created_at DESC, allocation.id ASC LIMIT ${Math.trunc(limit)}`,
        [organizationId],
      );
      return rows.map(toReceipt);
    },

    /** How many items due by `dueBy` are not fully paid, and what they still owe together. */
    async openTotals(
      organizationId: string,
      dueBy: string,
    ): Promise<{ count: number; outstandingCents: number }> {
      const [row]: { count: Numeric; outstandingCents: Numeric }[] = await dataSource.query(
        `SELECT COUNT(*) AS count, COALESCE(SUM(item.amount_due_cents - item.paid_cents), 0) AS outstandingCents
         FROM rent_payments item WHERE item.organization_id = ? AND item.due_date <= ? AND item.paid_cents < item.amount_due_cents`,
        [organizationId, dueBy],
      );
      return { count: toNumber(row?.count ?? 0), outstandingCents: toNumber(row?.outstandingCents ?? 0) };
    },

    /** The items due `from`…`to` not fully paid, soonest first. */
    async openItemsDue(
      organizationId: string,
      window: { from: string; to: string },
      limit: number,
    ): Promise<OpenItemRow[]> {
      const rows: (Omit<OpenItemRow, 'amountDueCents' | 'paidCents'> & {
        amountDueCents: Numeric;
        paidCents: Numeric;
      })[] = await dataSource.query(
        `SELECT item.id AS id, item.contract_id AS contractId, item.property_id AS propertyId, item.tenant_id AS tenantId, item.due_date AS dueDate,
           item.amount_due_cents AS amountDueCents, item.paid_cents AS paidCents
         FROM rent_payments item
         WHERE item.organization_id = ? AND item.due_date >= ? AND item.due_date <= ? AND item.paid_cents < item.amount_due_cents
         ORDER BY item.due_date ASC, item.id ASC LIMIT ${Math.trunc(limit)}`,
        [organizationId, window.from, window.to],
      );
      return rows.map((row) => ({
        ...row,
        dueDate: String(row.dueDate),
        amountDueCents: toNumber(row.amountDueCents),
        paidCents: toNumber(row.paidCents),
      }));
    },
  };
}
