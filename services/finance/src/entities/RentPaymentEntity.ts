import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36, nullable: true },
    propertyId: { name: 'property_id', type: 'varchar', length: 36, nullable: true },
    tenantId: { name: 'tenant_id', type: 'varchar', length: 36, nullable: true },
    period: { type: 'varchar', length: 8 },
    periodStart: { name: 'period_start', type: 'date', nullable: true },
    periodEnd: { name: 'period_end', type: 'date', nullable: true },
    dueDate: { name: 'due_date', type: 'date' },
    rentCents: { name: 'rent_cents', type: 'bigint', default: 0, transformer: bigintAsNumber },
    chargesCents: { name: 'charges_cents', type: 'bigint', default: 0, transformer: bigintAsNumber },
    amountDueCents: { name: 'amount_due_cents', type: 'bigint', transformer: bigintAsNumber },
    paidCents: { name: 'paid_cents', type: 'bigint', default: 0, transformer: bigintAsNumber },
    paidAt: { name: 'paid_at', type: 'date', nullable: true },
    notes: { type: 'text', nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
