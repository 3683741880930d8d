import { z } from 'zod';
import { BILLING_INTERVALS, CHECKOUT_PLAN_TYPES } from '../vocabulary/plans';

/** A plan choice on the wire; the catalogue itself is `vocabulary/plans`. */
export const ZBillingInterval = z.enum(BILLING_INTERVALS);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

export const ZCheckoutPlanType = z.enum(CHECKOUT_PLAN_TYPES);
export type TCheckoutPlanType = z.infer<typeof ZCheckoutPlanType>;
