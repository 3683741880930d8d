import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { BillingAccount } from '../domain/billingAccount';

export type BillingAccountRow = BillingAccount & { createdAt: Date; updatedAt: Date };

/** One row per organization that has or had a plan other than plain Free (trial included). */
export const BillingAccountEntity = new EntitySchema<BillingAccountRow>({
  name: 'BillingAccount',
  tableName: 'billing_accounts',
  columns: {
    organizationId: entityColumn.varchar(36, { name: 'organization_id', primary: true }),
    planType: entityColumn.varchar(20, { name: 'plan_type' }),
    status: entityColumn.varchar(20),
    provider: entityColumn.varchar(20),
    interval: entityColumn.varchar(10, { name: 'billing_interval', nullable: true }),
    trialEndsAt: entityColumn.instant({ name: 'trial_ends_at', nullable: true }),
    currentPeriodEnd: entityColumn.instant({ name: 'current_period_end', nullable: true }),
    cancelAt: entityColumn.instant({ name: 'cancel_at', nullable: true }),
    stripeCustomerId: entityColumn.varchar(255, { name: 'stripe_customer_id', nullable: true }),
    stripeSubscriptionId: entityColumn.varchar(255, { name: 'stripe_subscription_id', nullable: true }),
    stripeStateAt: entityColumn.instant({ name: 'stripe_state_at', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
