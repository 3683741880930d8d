import { z } from 'zod';
import { ZIsoInstant } from '../common/primitives';

/**
 * The getting-started checklist's steps, in the order a new landlord takes them (SPEC §2 dashboard). This is the
 * one list: a feature that lands (contracts, rent, bank account…) adds its id here, and the compiler then asks
 * for its check in the BFF (bff/src/use-cases/getOnboarding.ts), its link in the shell
 * (shell/app/src/dashboard/onboardingStepLinks.ts) and its words in the shell's catalogs.
 */
export const ONBOARDING_STEP_IDS = [
  'addProperty',
  'addTenant',
  'createContract',
  'importRentRoll',
  'addBankAccount',
  'addTask',
  'enableTwoFactor',
] as const;
export const ZOnboardingStepId = z.enum(ONBOARDING_STEP_IDS);
export type TOnboardingStepId = z.infer<typeof ZOnboardingStepId>;

/** GET /api/onboarding: each step ticked from the organization's data, and when the user closed the checklist. */
export const ZOnboardingResponse = z.object({
  steps: z.array(z.object({ id: ZOnboardingStepId, done: z.boolean() })),
  dismissedAt: ZIsoInstant.nullable(),
});
export type TOnboardingResponse = z.infer<typeof ZOnboardingResponse>;
