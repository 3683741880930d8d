import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 255, primary: true },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    planType: { name: 'plan_type', type: 'varchar', length: 20 },
    interval: { name: 'billing_interval', type: 'varchar', length: 10 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
