import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';

export type PaymentSourceType = 'manual' | 'bank_statement';

/**
 * One part of an amount received, put on one due item, or held as the contract's credit (`rentPaymentId` null)
 * until the schedule creates the next item. `receivedOn` is the day the money came in (statistics count it then);
 * a received amount split over several items keeps that day on every part.
 */
export type PaymentAllocationRow = {
  id: string;
  organizationId: string;
  contractId: string | null;
  rentPaymentId: string | null;
  /** The due item a manual payment was registered on (its surplus parts too); null for a bank statement line. */
  originRentPaymentId: string | null;
  sourceType: PaymentSourceType;
  /** The bank statement line (bank-server) for `bank_statement`. */
  sourceLineId: string | null;
  amountCents: number;
  receivedOn: string;
  createdAt: Date;
};

export const PaymentAllocationEntity = new EntitySchema<PaymentAllocationRow>({
  name: 'PaymentAllocation',
  tableName: 'payment_allocations',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36, nullable: true },
    rentPaymentId: { name: 'rent_payment_id', type: 'varchar', length: 36, nullable: true },
    originRentPaymentId: { name: 'origin_rent_payment_id', type: 'varchar', length: 36, nullable: true },
    sourceType: { name: 'source_type', type: 'varchar', length: 16 },
    sourceLineId: { name: 'source_line_id', type: 'varchar', length: 64, nullable: true },
    amountCents: { name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber },
    receivedOn: { name: 'received_on', type: 'date' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
