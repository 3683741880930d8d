import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';

/** A Stripe checkout session this organization started: the return page may only verify its own. */
export type CheckoutSessionRow = {
  id: string;
  organizationId: string;
  planType: CheckoutPlanType;
  interval: BillingInterval;
  createdAt: Date;
};

export const CheckoutSessionEntity = new EntitySchema<CheckoutSessionRow>({
  name: 'BillingCheckoutSession',
  tableName: 'billing_checkout_sessions',
  columns: {
    id: entityColumn.varchar(255, { primary: true }),
    organizationId: entityColumn.organizationId(),
    planType: entityColumn.varchar(20, { name: 'plan_type' }),
    interval: entityColumn.varchar(10, { name: 'billing_interval' }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
