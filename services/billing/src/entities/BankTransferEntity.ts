import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';
import type { BankTransfer } from '../domain/bankTransfer';

export type BankTransferRow = BankTransfer & { organizationId: string };

/** A payment by bank transfer the organization was asked for; confirmed by the provider's administrator. */
export const BankTransferEntity = new EntitySchema<BankTransferRow>({
  name: 'BillingBankTransfer',
  tableName: 'billing_bank_transfers',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    planType: { name: 'plan_type', type: 'varchar', length: 20 },
    interval: { name: 'billing_interval', type: 'varchar', length: 10 },
    amountCents: { name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber },
    structuredReference: { name: 'structured_reference', type: 'varchar', length: 20, unique: true },
    reason: { type: 'varchar', length: 20 },
    status: { type: 'varchar', length: 20 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    confirmedAt: {
      name: 'confirmed_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
  },
});
