/** SPEC.md §4 plans. */
export type PlanType = 'free' | 'basic' | 'professional' | 'enterprise';
/** SPEC.md §4 subscription states, in Stripe's spelling; `unknown` when billing reports something else. */
export type PlanStatus = 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unknown';

/** An organization's plan with its limits; -1 means unlimited. */
export type OrganizationPlan = { planType: PlanType; status: PlanStatus; maxProperties: number; maxTenants: number };
