import Stripe from 'stripe';
import type { SubscriptionStatus } from '../domain/billingAccount';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';
import type { PriceKey, StripeSettings } from '../domain/stripeSettings';
import {
  InvalidSignatureError,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from './paymentProvider';

const fromUnix = (seconds: number | null | undefined): Date | null =>
  seconds ? new Date(seconds * 1000) : null;

function toStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  if (status === 'unpaid') return 'unpaid';
  if (status === 'paused') return 'paused';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'incomplete') return 'incomplete';
  return 'unknown';
}

const SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

/** One of the values we know, or the fallback for any value a newer API adds. */
function oneOf<T extends string>(known: readonly T[], value: string | null | undefined, fallback: T): T {
  return known.find((candidate) => candidate === value) ?? fallback;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The product's payment provider on Stripe's API (or the local double that speaks it). */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 1, timeout: 10_000, ...settings.api });
  const priceKeys = Object.keys(settings.prices) as PriceKey[];
  const planOfPrice = (priceId: string | undefined) => {
    const key = priceKeys.find((candidate) => settings.prices[candidate] === priceId);
    if (!key) return null;
    const [planType, interval] = key.split('_') as [CheckoutPlanType, BillingInterval];
    return { planType, interval };
  };
  const priceOf = (plan: CheckoutPlanType, interval: BillingInterval): string => {
    const price = settings.prices[`${plan}_${interval}`];
    if (!price) throw new Error(`No Stripe price configured for ${plan} ${interval}`);
    return price;
  };

  const toSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const item = subscription.items.data[0];
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: toStatus(subscription.status),
      plan: planOfPrice(item?.price.id),
      currentPeriodEnd: fromUnix(item?.current_period_end),
      cancelAt: fromUnix(subscription.cancel_at),
      organizationId: subscription.metadata?.organizationId ?? null,
    };
  };
  const toSession = (session: Stripe.Checkout.Session): ProviderCheckoutSession => ({
    id: session.id,
    status: oneOf(SESSION_STATUSES, session.status, 'open'),
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    subscriptionId: idOf(session.subscription),
    organizationId: session.client_reference_id ?? session.metadata?.organizationId ?? null,
  });

  return {
    mode:
      settings.secretKey.startsWith('sk_test_') || settings.secretKey.startsWith('rk_test_')
        ? 'test'
        : 'live',
    webhookSecretConfigured: Boolean(settings.webhookSecret),
    configuredPrices: () => priceKeys.filter((key) => settings.prices[key]),
    hasPrice: (plan, interval) => Boolean(settings.prices[`${plan}_${interval}`]),

    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceOf(input.plan, input.interval), quantity: 1 }],
        client_reference_id: input.organizationId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata: { organizationId: input.organizationId, plan: input.plan, interval: input.interval },
        subscription_data: { metadata: { organizationId: input.organizationId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    retrieveCheckoutSession: async (id) => toSession(await stripe.checkout.sessions.retrieve(id)),
    retrieveSubscription: async (id) => toSubscription(await stripe.subscriptions.retrieve(id)),
    async changeSubscriptionPlan(id, plan, interval) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error('The subscription has no item to change');
      return toSubscription(
        await stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: priceOf(plan, interval) }],
          proration_behavior: 'create_prorations',
          cancel_at_period_end: false,
        }),
      );
    },
    cancelAtPeriodEnd: async (id) =>
      toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: true })),
    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },
    async upcomingInvoice(customerId, subscriptionId) {
      const invoice = await stripe.invoices.createPreview({
        customer: customerId,
        subscription: subscriptionId,
      });
      const date = fromUnix(invoice.next_payment_attempt ?? invoice.period_end);
      return date ? { amountCents: invoice.amount_due, date } : null;
    },
    async listInvoices(customerId) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return invoices.data.map((invoice): ProviderInvoice => ({
        id: invoice.id ?? '',
        number: invoice.number,
        createdAt: new Date(invoice.created * 1000),
        amountCents: invoice.total,
        status: oneOf(INVOICE_STATUSES, invoice.status, 'draft'),
        pdfUrl: invoice.invoice_pdf ?? null,
      }));
    },
    verifyEvent(rawBody, signature): ProviderEvent {
      if (!settings.webhookSecret) throw new InvalidSignatureError('No webhook secret configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const base = { id: event.id, createdAt: new Date(event.created * 1000) };
      switch (event.type) {
        case 'checkout.session.completed':
          return { ...base, type: event.type, session: toSession(event.data.object) };
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return { ...base, type: event.type, subscription: toSubscription(event.data.object) };
        default:
          return { ...base, type: 'other', providerType: event.type };
      }
    },
  };
}
