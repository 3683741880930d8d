import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** `opening_balance`: what a lease brought in owed before it was, recorded as received (never a bank payment). */
export type PaymentSourceType = 'manual' | 'bank_statement' | 'opening_balance';

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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id', nullable: true }),
    rentPaymentId: entityColumn.varchar(36, { name: 'rent_payment_id', nullable: true }),
    originRentPaymentId: entityColumn.varchar(36, { name: 'origin_rent_payment_id', nullable: true }),
    sourceType: entityColumn.varchar(16, { name: 'source_type' }),
    sourceLineId: entityColumn.varchar(64, { name: 'source_line_id', nullable: true }),
    amountCents: entityColumn.bigint({ name: 'amount_cents' }),
    receivedOn: entityColumn.date({ name: 'received_on' }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
