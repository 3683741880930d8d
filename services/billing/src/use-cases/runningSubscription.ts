import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { BillingAccount } from '../domain/billingAccount';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

/** A card subscription the organization can still cancel or change online. */
export function manageableSubscription(
  account: BillingAccount | null,
): account is BillingAccount & { stripeSubscriptionId: string } {
  return Boolean(
    account?.provider === 'stripe' &&
    account.stripeSubscriptionId &&
    (account.status === 'active' ||
      account.status === 'past_due' ||
      account.status === 'unpaid' ||
      account.status === 'paused'),
  );
}

/** The running card subscription and the provider to change it with; none is a business_rule error. */
export async function runningSubscription(deps: BillingDeps, context: RequestContext) {
  const account = await billingAccountRepository(deps.dataSource).find(context.organizationId);
  if (!deps.provider || !manageableSubscription(account))
    throw new AppError('business_rule', { messageKey: 'billing.errors.noOnlineSubscription' });
  return { account, provider: deps.provider };
}
