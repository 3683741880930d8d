import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { BankTransfer } from '../domain/bankTransfer';

export type BankTransferRow = BankTransfer & { organizationId: string };

/** A payment by bank transfer the organization was asked for; confirmed by the provider's administrator. */
export const BankTransferEntity = new EntitySchema<BankTransferRow>({
  name: 'BillingBankTransfer',
  tableName: 'billing_bank_transfers',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    planType: entityColumn.varchar(20, { name: 'plan_type' }),
    interval: entityColumn.varchar(10, { name: 'billing_interval' }),
    amountCents: entityColumn.bigint({ name: 'amount_cents' }),
    structuredReference: entityColumn.varchar(20, { name: 'structured_reference', unique: true }),
    reason: entityColumn.varchar(20),
    status: entityColumn.varchar(20),
    createdAt: entityColumn.instant({ name: 'created_at' }),
    confirmedAt: entityColumn.instant({ name: 'confirmed_at', nullable: true }),
  },
});
