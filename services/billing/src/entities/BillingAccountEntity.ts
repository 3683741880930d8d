import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { BillingAccount } from '../domain/billingAccount';

export type BillingAccountRow = BillingAccount & { createdAt: Date; updatedAt: Date };

/** One row per organization that has or had a plan other than plain Free (trial included). */
export const BillingAccountEntity = new EntitySchema<BillingAccountRow>({
  name: 'BillingAccount',
  tableName: 'billing_accounts',
  columns: {
    organizationId: { name: 'organization_id', type: 'varchar', length: 36, primary: true },
    planType: { name: 'plan_type', type: 'varchar', length: 20 },
    status: { type: 'varchar', length: 20 },
    provider: { type: 'varchar', length: 20 },
    interval: { name: 'billing_interval', type: 'varchar', length: 10, nullable: true },
    trialEndsAt: {
      name: 'trial_ends_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    currentPeriodEnd: {
      name: 'current_period_end',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    cancelAt: {
      name: 'cancel_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    stripeCustomerId: { name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true },
    stripeSubscriptionId: { name: 'stripe_subscription_id', type: 'varchar', length: 255, nullable: true },
    stripeStateAt: {
      name: 'stripe_state_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
