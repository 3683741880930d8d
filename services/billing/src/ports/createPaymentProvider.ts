import type { AppConfig } from '@immodesk/platform/config';
import type { ProviderBankAccount } from '../domain/bankTransfer';
import type { PaymentProvider } from './paymentProvider';
import { createStripePaymentProvider } from './stripePaymentProvider';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise none, and checkout offers bank transfer (the embedded default). */
export function createPaymentProvider(config: AppConfig): PaymentProvider | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return createStripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
    prices: {
      basic_monthly: config.STRIPE_PRICE_BASIC_MONTHLY,
      basic_yearly: config.STRIPE_PRICE_BASIC_YEARLY,
      professional_monthly: config.STRIPE_PRICE_PROFESSIONAL_MONTHLY,
      professional_yearly: config.STRIPE_PRICE_PROFESSIONAL_YEARLY,
    },
    ...(config.STRIPE_API_HOST
      ? {
          api: {
            host: config.STRIPE_API_HOST,
            port: config.STRIPE_API_PORT ?? (config.STRIPE_API_PROTOCOL === 'http' ? 80 : 443),
            protocol: config.STRIPE_API_PROTOCOL ?? 'https',
          },
        }
      : {}),
  });
}

/**
 * The provider's own account for transfers. Outside production a documented example account stands in; in
 * production without BILLING_IBAN there is none (checkout then answers 503 instead of naming a wrong account).
 */
export function providerBankAccount(config: AppConfig): ProviderBankAccount | null {
  if (config.BILLING_IBAN) {
    return {
      iban: config.BILLING_IBAN,
      bic: config.BILLING_BIC ?? '',
      beneficiary: config.BILLING_BENEFICIARY ?? 'Immodesk B.V.',
    };
  }
  if (config.isProduction) return null;
  return { iban: 'BE68 5390 0754 7034', bic: 'TRIOBEBB', beneficiary: 'Immodesk B.V.' };
}
