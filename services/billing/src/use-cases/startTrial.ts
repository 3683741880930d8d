import { emptyAccount } from '../domain/billingAccount';
import { TRIAL_DAYS, TRIAL_PLAN } from '@immodesk/contracts/vocabulary/plans';
import type { BillingDeps } from '../billingDeps';
import { billingAccountRepository } from '../repositories/billingAccountRepository';

/** A new organization's 14 days of Professional without a card; nothing changes for one that already has billing. */
export async function startTrial(
  deps: Pick<BillingDeps, 'dataSource' | 'clock'>,
  organizationId: string,
): Promise<void> {
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
