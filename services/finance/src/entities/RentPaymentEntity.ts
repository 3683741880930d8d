import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { RentPayment } from '../domain/rentPayment';

/**
 * One due item. The status is not stored; it is derived from the amounts, the due date and today
 * (domain/rentPaymentStatus.ts). `paidCents` and `paidAt` sum up the item's payment allocations (kept in step by
 * every write) so that lists filter and page by status in SQL. UNIQUE (organization, contract, period): the
 * schedule inserts with "ignore duplicates" and so creates each item once, however often and wherever it runs.
 */
export type RentPaymentRow = Omit<RentPayment, 'status'> & {
  organizationId: string;
  createdAt: Date;
  updatedAt: Date;
};

export const RentPaymentEntity = new EntitySchema<RentPaymentRow>({
  name: 'RentPayment',
  tableName: 'rent_payments',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id', nullable: true }),
    propertyId: entityColumn.varchar(36, { name: 'property_id', nullable: true }),
    tenantId: entityColumn.varchar(36, { name: 'tenant_id', nullable: true }),
    period: entityColumn.varchar(8),
    periodStart: entityColumn.date({ name: 'period_start', nullable: true }),
    periodEnd: entityColumn.date({ name: 'period_end', nullable: true }),
    dueDate: entityColumn.date({ name: 'due_date' }),
    rentCents: entityColumn.bigint({ name: 'rent_cents', default: 0 }),
    chargesCents: entityColumn.bigint({ name: 'charges_cents', default: 0 }),
    amountDueCents: entityColumn.bigint({ name: 'amount_due_cents' }),
    paidCents: entityColumn.bigint({ name: 'paid_cents', default: 0 }),
    paidAt: entityColumn.date({ name: 'paid_at', nullable: true }),
    notes: entityColumn.text({ nullable: true }),
    settledAs: entityColumn.varchar(16, { name: 'settled_as', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
