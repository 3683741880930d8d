import type { OrganizationPlan, OrganizationPlans, PlanStatus, PlanType } from '../domain/plan';

/** Billing's plan in force as billing answers it: instants are Dates there, ISO strings in identity. */
type BillingPlan = Omit<OrganizationPlan, 'trialEndsAt' | 'currentPeriodEnd' | 'cancelAt'> & {
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
};

/** The three billing methods identity's plans port needs (billing's API, in process or over HTTP). */
export type BillingPlanMethods = {
  getEffectivePlan(organizationId: string): Promise<BillingPlan>;
  startTrial(organizationId: string): Promise<void>;
  setPlanByAdmin(
    context: { organizationId: string },
    input: { planType: PlanType; status?: PlanStatus },
  ): Promise<void>;
};

/** Identity's port onto billing: the plan in force, a new organization's trial, an administrator's plan. */
export function organizationPlansFrom(billing: BillingPlanMethods): OrganizationPlans {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    async effectivePlan(organizationId) {
      const plan = await billing.getEffectivePlan(organizationId);
      return {
        planType: plan.planType,
        status: plan.status,
        maxProperties: plan.maxProperties,
        maxTenants: plan.maxTenants,
        storageQuotaBytes: plan.storageQuotaBytes,
        features: plan.features,
        trialEndsAt: iso(plan.trialEndsAt),
        currentPeriodEnd: iso(plan.currentPeriodEnd),
        cancelAt: iso(plan.cancelAt),
      };
    },
    startTrial: (organizationId) => billing.startTrial(organizationId),
    setPlan: (organizationId, input) => billing.setPlanByAdmin({ organizationId }, input),
  };
}
