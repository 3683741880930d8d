import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';

export type PriceKey = `${CheckoutPlanType}_${BillingInterval}`;

/** Stripe configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_<PLAN>_<INTERVAL>; STRIPE_API_HOST/PORT/PROTOCOL for the local double). */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string | null;
  prices: Partial<Record<PriceKey, string>>;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};
