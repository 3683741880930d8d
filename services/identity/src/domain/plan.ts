import type { PlanFeature, PlanStatus, PlanType } from '@immodesk/contracts/vocabulary/plans';

/** SPEC.md §4 plans and subscription states, from the plan vocabulary. */
export type { PlanStatus, PlanType };

/** Features gated by plan (SPEC.md §6). */
export type PlanFeatures = Record<PlanFeature, boolean>;

/**
 * An organization's plan in force now (a running trial included, a finished one is Free) with its limits; -1 means
 * unlimited. Instants are ISO 8601 strings.
 */
export type OrganizationPlan = {
  planType: PlanType;
  status: PlanStatus;
  maxProperties: number;
  maxTenants: number;
  /** Document storage in bytes; -1 means unlimited. */
  storageQuotaBytes: number;
  features: PlanFeatures;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAt: string | null;
};

/**
 * Plans belong to services/billing; identity asks it through this port (wired by the BFF), so
 * `identity.getOrganizationPlan` stays the call every gate makes.
 */
export type OrganizationPlans = {
  effectivePlan(organizationId: string): Promise<OrganizationPlan>;
  /** The 14-day Professional trial of a newly created organization. */
  startTrial(organizationId: string): Promise<void>;
  /** An administrator's plan (tests, seeds, support, Enterprise). */
  setPlan(organizationId: string, input: { planType: PlanType; status?: PlanStatus }): Promise<void>;
};
