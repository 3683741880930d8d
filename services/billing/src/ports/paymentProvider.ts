import type { SubscriptionStatus } from '../domain/billingAccount';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';

/** A subscription as the payment provider reports it, in our terms (plan and interval read from its price). */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** null when the price is none we sell (then the plan is left as it was). */
  plan: { planType: CheckoutPlanType; interval: BillingInterval } | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  /** The organization the checkout was started for (metadata). */
  organizationId: string | null;
};

export type ProviderCheckoutSession = {
  id: string;
  /** `complete` once paid; `expired` when abandoned. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  subscriptionId: string | null;
  organizationId: string | null;
};

export type ProviderInvoice = {
  id: string;
  number: string | null;
  createdAt: Date;
  amountCents: number;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  pdfUrl: string | null;
};

/** A webhook event whose signature was verified. */
export type ProviderEvent =
  | { id: string; createdAt: Date; type: 'checkout.session.completed'; session: ProviderCheckoutSession }
  | {
      id: string;
      createdAt: Date;
      type:
        'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: ProviderSubscription;
    }
  | { id: string; createdAt: Date; type: 'other'; providerType: string };

export type CreateCheckoutInput = {
  organizationId: string;
  plan: CheckoutPlanType;
  interval: BillingInterval;
  customerId: string | null;
  email: string;
  successUrl: string;
  cancelUrl: string;
};

/** Thrown by verifyEvent for a payload whose signature does not match. */
export class InvalidSignatureError extends Error {}

/**
 * The card payment provider (Stripe) as billing uses it. `null` configuration means no online payment: checkout
 * answers with bank-transfer details.
 */
export type PaymentProvider = {
  /** `test` with a test key (sk_test_…): /stripe-test may run a checkout. */
  mode: 'test' | 'live';
  webhookSecretConfigured: boolean;
  /** Which plan/interval pairs have a price configured, e.g. `basic_monthly`. */
  configuredPrices(): string[];
  hasPrice(plan: CheckoutPlanType, interval: BillingInterval): boolean;
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Moves the subscription to another price; the provider prorates the rest of the period. */
  changeSubscriptionPlan(
    id: string,
    plan: CheckoutPlanType,
    interval: BillingInterval,
  ): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  /** Ends the subscription now (the account is being deleted). */
  cancelNow(id: string): Promise<void>;
  upcomingInvoice(
    customerId: string,
    subscriptionId: string,
  ): Promise<{ amountCents: number; date: Date } | null>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** Checks the signature (InvalidSignatureError otherwise) and reads the event. */
  verifyEvent(rawBody: string, signature: string): ProviderEvent;
};
