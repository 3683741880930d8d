import type { IdentityDeps } from '../identityDeps';

/**
 * The owner's address has just been proven (the verification link, a reset or cancel link that reached the
 * mailbox, or a sign-in provider that vouches for it): the organization's 14-day trial starts now, never at sign-up
 * (issue 26, docs/decisions/billing.md). `before` is the user as it was before: an address verified already starts
 * nothing, so an organization the administrator set up never gets a trial, and billing's startTrial changes
 * nothing for an organization that already has billing.
 */
export async function startTrialOnceVerified(
  deps: Pick<IdentityDeps, 'plans'>,
  before: { organizationId: string; isEmailVerified: boolean },
): Promise<void> {
  if (!before.isEmailVerified) await deps.plans.startTrial(before.organizationId);
}
