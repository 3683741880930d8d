import {
  ONBOARDING_STEP_IDS,
  type TOnboardingResponse,
} from '@immodesk/contracts/onboarding/onboarding.contract';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import { ONBOARDING_STEP_CHECKS, type OnboardingStepDeps } from './onboardingSteps';

export type GetOnboardingDeps = OnboardingStepDeps & {
  identity: Pick<IdentityApi, 'getCurrentUser' | 'getOnboardingDismissedAt'>;
};

/** The getting-started checklist: each step asked of the service that holds its data, and whether it was closed. */
export async function getOnboarding(
  deps: GetOnboardingDeps,
  context: RequestContext,
): Promise<TOnboardingResponse> {
  const [dismissedAt, done] = await Promise.all([
    deps.identity.getOnboardingDismissedAt(context),
    Promise.all(ONBOARDING_STEP_IDS.map((id) => ONBOARDING_STEP_CHECKS[id](deps, context))),
  ]);
  return { steps: ONBOARDING_STEP_IDS.map((id, index) => ({ id, done: done[index] ?? false })), dismissedAt };
}
