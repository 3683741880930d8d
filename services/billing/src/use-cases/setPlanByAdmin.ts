import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { emptyAccount, type SubscriptionStatus } from '../domain/billingAccount';
import type { PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

/**
 * The provider's administrator puts an organization on a plan (Enterprise after a sales contract, support cases,
 * the demo, tests): no period end, no trial. The Stripe customer is kept, so a later checkout reuses it.
 */
export async function setPlanByAdmin(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  context: Pick<RequestContext, 'organizationId'>,
  input: { planType: PlanType; status?: SubscriptionStatus },
): Promise<void> {
  const accounts = billingAccountRepository(deps.dataSource);
  const existing = await accounts.find(context.organizationId);
  if (existing?.provider === 'stripe' && existing.status !== 'canceled' && input.planType !== 'enterprise') {
    // A running card subscription would overwrite the plan at its next event: cancel it at Stripe first.
    throw new AppError('conflict', { messageKey: 'billing.errors.subscriptionRunning' });
  }
  await accounts.save(
    {
      ...emptyAccount(context.organizationId),
      stripeCustomerId: existing?.stripeCustomerId ?? null,
      planType: input.planType,
      status: input.status ?? 'active',
      provider: input.planType === 'free' ? 'none' : 'admin',
    },
    deps.clock.now(),
  );
}
