import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import {
  effectivePlan,
  type BillingAccount,
  type EffectivePlan,
  type SubscriptionStatus,
} from '../domain/billingAccount';
import { TRIAL_DAYS, TRIAL_PLAN, type PlanType } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

type PlanDeps = Pick<BillingDeps, 'dataSource' | 'clock'>;

/** The plan in force for the organization now (trial and period ends included): what every gate asks. */
export async function getEffectivePlan(deps: PlanDeps, organizationId: string): Promise<EffectivePlan> {
  return effectivePlan(
    await billingAccountRepository(deps.dataSource).find(organizationId),
    deps.clock.now(),
  );
}

/** A new organization's 14 days of Professional without a card; nothing changes for one that already has billing. */
export async function startTrial(deps: PlanDeps, organizationId: string): Promise<void> {
  const accounts = billingAccountRepository(deps.dataSource);
  if (await accounts.find(organizationId)) return;
  const now = deps.clock.now();
  await accounts.save(
    {
      ...emptyAccount(organizationId),
      planType: TRIAL_PLAN,
      provider: 'trial',
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
    },
    now,
  );
}

export function emptyAccount(organizationId: string): BillingAccount {
  return {
    organizationId,
    planType: 'free',
    status: 'active',
    provider: 'none',
    interval: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    stripeStateAt: null,
  };
}

/**
 * The provider's administrator puts an organization on a plan (Enterprise after a sales contract, support cases,
 * the demo, tests): no period end, no trial. The Stripe customer is kept, so a later checkout reuses it.
 */
export async function setPlanByAdmin(
  deps: PlanDeps,
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
