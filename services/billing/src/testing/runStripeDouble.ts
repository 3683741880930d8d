import { PLAN_CATALOGUE } from '@immodesk/contracts/vocabulary/plans';
import { StripeDouble, type DoublePrice } from './stripeDouble';

/**
 * Runs the Stripe double on its own for manual testing and the e2e:
 *   STRIPE_DOUBLE_PORT=12111 STRIPE_WEBHOOK_SECRET=whsec_double WEBHOOK_URL=http://localhost:3000/api/billing/webhook npx tsx services/billing/src/testing/runStripeDouble.ts
 * Its prices are `price_<plan>_<interval>` (STRIPE_PRICE_* in the product) at the plan catalogue's amounts.
 */
export function doublePrices(): Record<string, DoublePrice> {
  const prices: Record<string, DoublePrice> = {};
  for (const plan of ['basic', 'professional'] as const) {
    prices[`price_${plan}_monthly`] = {
      amountCents: PLAN_CATALOGUE[plan].monthlyPriceCents ?? 0,
      interval: 'month',
    };
    prices[`price_${plan}_yearly`] = {
      amountCents: PLAN_CATALOGUE[plan].yearlyPriceCents ?? 0,
      interval: 'year',
    };
  }
  return prices;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const double = await new StripeDouble({
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_double',
    webhookUrl: process.env.WEBHOOK_URL ?? 'http://localhost:3000/api/billing/webhook',
    prices: doublePrices(),
    port: Number(process.env.STRIPE_DOUBLE_PORT ?? 12111),
  }).start();
  console.log(`Stripe double on ${double.url}`);
}
