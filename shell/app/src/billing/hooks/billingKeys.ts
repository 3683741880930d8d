/** Query keys of the billing screens (the plan itself lives under the sdk's planKeys). */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  checkoutSession: (sessionId: string) => [...billingKeys.all, 'checkout-session', sessionId] as const,
  diagnostics: (kind: 'stripe' | 'google-api') => [...billingKeys.all, 'diagnostics', kind] as const,
};
