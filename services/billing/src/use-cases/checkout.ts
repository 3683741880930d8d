import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BankTransfer, ProviderBankAccount } from '../domain/bankTransfer';
import { effectivePlan } from '../domain/billingAccount';
import type { BillingInterval, CheckoutPlanType, PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { checkoutSessionRepository } from '../repositories/checkoutSessionRepository';
import { applyProviderSubscription } from './applyProviderSubscription';
import { offerBankTransfer, type Payer } from './bankTransfers';

/** Where Stripe sends the user back; the checkout page verifies the session it names. */
export const CHECKOUT_RETURN_PATH = '/checkout';

export type CheckoutStart =
  | { kind: 'redirect'; sessionId: string; url: string }
  | { kind: 'bank_transfer'; transfer: BankTransfer; bankAccount: ProviderBankAccount };
export type CheckoutVerification = {
  sessionId: string;
  state: 'processing' | 'active' | 'failed';
  planType: PlanType;
  interval: BillingInterval;
};

function returnUrl(deps: BillingDeps, query: string): string {
  return `${new URL(CHECKOUT_RETURN_PATH, deps.brand.publicUrl).toString()}?${query}`;
}

/**
 * Starts paying for a plan: a Stripe checkout when Stripe is configured and answers, otherwise bank-transfer
 * details (mailed too). An organization with a running card subscription changes plan instead (409).
 */
export async function startCheckout(
  deps: BillingDeps,
  context: RequestContext,
  input: { plan: CheckoutPlanType; interval: BillingInterval; payer: Payer },
): Promise<CheckoutStart> {
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (
    account?.provider === 'stripe' &&
    account.stripeSubscriptionId &&
    account.status !== 'canceled' &&
    account.status !== 'incomplete'
  ) {
    throw new AppError('conflict', { messageKey: 'billing.errors.subscriptionRunning' });
  }
  // An Enterprise contract is changed through sales, never replaced by a smaller plan bought online.
  if (account && effectivePlan(account, deps.clock.now()).planType === 'enterprise')
    throw new AppError('conflict', { messageKey: 'billing.errors.enterpriseContract' });
  const { provider } = deps;
  const bankTransfer = async (reason: 'not_configured' | 'unavailable'): Promise<CheckoutStart> => ({
    kind: 'bank_transfer',
    ...(await offerBankTransfer(deps, context, {
      plan: input.plan,
      interval: input.interval,
      reason,
      payer: input.payer,
    })),
  });
  if (!provider || !provider.hasPrice(input.plan, input.interval)) return bankTransfer('not_configured');
  let session: { id: string; url: string };
  try {
    session = await provider.createCheckoutSession({
      organizationId: context.organizationId,
      plan: input.plan,
      interval: input.interval,
      customerId: account?.stripeCustomerId ?? null,
      email: input.payer.email,
      successUrl: returnUrl(deps, 'session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: returnUrl(deps, `plan=${input.plan}&interval=${input.interval}&canceled=1`),
    });
  } catch (error) {
    deps.onProviderError(error, 'checkout.create');
    return bankTransfer('unavailable');
  }
  await checkoutSessionRepository(deps.dataSource).insert({
    id: session.id,
    organizationId: context.organizationId,
    planType: input.plan,
    interval: input.interval,
    createdAt: deps.clock.now(),
  });
  return { kind: 'redirect', sessionId: session.id, url: session.url };
}

/**
 * The return from Stripe (SPEC.md §4 "activated after checkout verification"): a paid session activates the plan
 * here if the webhook has not yet done so; either way the second one changes nothing.
 */
export async function verifyCheckoutSession(
  deps: BillingDeps,
  context: RequestContext,
  sessionId: string,
): Promise<CheckoutVerification> {
  const own = await checkoutSessionRepository(deps.dataSource).findOwn(context.organizationId, sessionId);
  if (!own || !deps.provider) throw new AppError('not_found');
  const base = { sessionId, planType: own.planType, interval: own.interval };
  let session;
  try {
    session = await deps.provider.retrieveCheckoutSession(sessionId);
  } catch (error) {
    deps.onProviderError(error, 'checkout.verify');
    throw new AppError('unavailable', { messageKey: 'billing.errors.verificationFailed' });
  }
  if (session.status === 'expired') return { ...base, state: 'failed' };
  if (session.status !== 'complete' || !session.paid || !session.subscriptionId)
    return { ...base, state: 'processing' };
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (account?.stripeSubscriptionId !== session.subscriptionId) {
    try {
      const subscription = await deps.provider.retrieveSubscription(session.subscriptionId);
      await applyProviderSubscription(deps, subscription, deps.clock.now(), context.organizationId);
    } catch (error) {
      deps.onProviderError(error, 'checkout.verify');
      return { ...base, state: 'processing' };
    }
  }
  const updated = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  return {
    ...base,
    state:
      updated?.status === 'active' && updated.stripeSubscriptionId === session.subscriptionId
        ? 'active'
        : 'processing',
  };
}
