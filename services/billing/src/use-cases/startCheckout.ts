import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BankTransfer, ProviderBankAccount } from '../domain/bankTransfer';
import { effectivePlan } from '../domain/billingAccount';
import type { BillingInterval, CheckoutPlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';
import { checkoutSessionRepository } from '../repositories/checkoutSessionRepository';
import { offerBankTransfer, type Payer } from './offerBankTransfer';

/** Where Stripe sends the user back; the checkout page verifies the session it names. */
export const CHECKOUT_RETURN_PATH = '/checkout';

export type CheckoutStart =
  | { kind: 'redirect'; sessionId: string; url: string }
  | { kind: 'bank_transfer'; transfer: BankTransfer; bankAccount: ProviderBankAccount };

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
