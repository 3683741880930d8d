import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';

/**
 * One due item: the rent due for one period, and what was received on it. The status is not stored; it is
 * derived from the amounts, the due date and today (domain/rentPaymentStatus.ts).
 */
export type RentPaymentRow = {
  id: string;
  organizationId: string;
  /** Null until the contracts service exists; then every due item belongs to a contract. */
  contractId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  period: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  amountDueCents: number;
  paidCents: number;
  /** `YYYY-MM-DD`. */
  paidAt: string | null;
  notes: string | null;
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
    dueDate: { name: 'due_date', type: 'date' },
    amountDueCents: { name: 'amount_due_cents', type: 'bigint', transformer: bigintAsNumber },
    paidCents: { name: 'paid_cents', type: 'bigint', default: 0, transformer: bigintAsNumber },
    paidAt: { name: 'paid_at', type: 'date', nullable: true },
    notes: { type: 'text', nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
