/** Query keys of the dashboard's getting-started checklist. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
};
