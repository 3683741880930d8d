/** SPEC.md §4 plans. */
export type PlanType = 'free' | 'basic' | 'professional' | 'enterprise';
export type BillingInterval = 'monthly' | 'yearly';
/** The plans a customer buys online; Enterprise goes through sales. */
export type CheckoutPlanType = Extract<PlanType, 'basic' | 'professional'>;

/** SPEC.md §6 features gated by plan; `enterpriseFeatures`: white-label, SSO, user rights, bulk operations, workflows, reporting, account manager, API access. */
export type PlanFeature = 'companyLogo' | 'statisticsPdf' | 'templateEditing' | 'enterpriseFeatures';

export type PlanDefinition = {
  planType: PlanType;
  /** -1 means unlimited. */
  maxProperties: number;
  /** -1 means unlimited. */
  maxTenants: number;
  /** Document storage in bytes; -1 means unlimited. */
  storageQuotaBytes: number;
  /** null: no online price (Enterprise is priced by sales). */
  monthlyPriceCents: number | null;
  /** One year paid at once. */
  yearlyPriceCents: number | null;
  /** AI Pilot questions per rolling 24 hours for the whole organization; -1 means unlimited. */
  aiQuestionsPerDay: number;
  features: Record<PlanFeature, boolean>;
};

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * The one place every server gate asks (limits, storage quota, features, prices). The contract constant
 * PLAN_CATALOGUE (contracts/src/billing/planCatalogue.ts) is what pricing and subscription pages read; a test
 * keeps the two equal. Free: 3 properties / 10 tenants, the subscription page's reading of SPEC.md §9.
 */
export const PLAN_DEFINITIONS: Record<PlanType, PlanDefinition> = {
  free: {
    planType: 'free',
    maxProperties: 3,
    maxTenants: 10,
    storageQuotaBytes: 200 * MB,
    monthlyPriceCents: 0,
    yearlyPriceCents: 0,
    aiQuestionsPerDay: 10,
    features: { companyLogo: false, statisticsPdf: false, templateEditing: false, enterpriseFeatures: false },
  },
  basic: {
    planType: 'basic',
    maxProperties: 10,
    maxTenants: 25,
    storageQuotaBytes: 2 * GB,
    monthlyPriceCents: 2500,
    yearlyPriceCents: 22800,
    aiQuestionsPerDay: 50,
    features: { companyLogo: false, statisticsPdf: false, templateEditing: true, enterpriseFeatures: false },
  },
  professional: {
    planType: 'professional',
    maxProperties: 50,
    maxTenants: 150,
    storageQuotaBytes: 20 * GB,
    monthlyPriceCents: 6000,
    yearlyPriceCents: 57600,
    aiQuestionsPerDay: 200,
    features: { companyLogo: true, statisticsPdf: true, templateEditing: true, enterpriseFeatures: false },
  },
  enterprise: {
    planType: 'enterprise',
    maxProperties: -1,
    maxTenants: -1,
    storageQuotaBytes: -1,
    monthlyPriceCents: null,
    yearlyPriceCents: null,
    aiQuestionsPerDay: -1,
    features: { companyLogo: true, statisticsPdf: true, templateEditing: true, enterpriseFeatures: true },
  },
};

export const PLAN_TYPES: readonly PlanType[] = ['free', 'basic', 'professional', 'enterprise'];

export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

export function planAllows(planType: PlanType, feature: PlanFeature): boolean {
  return PLAN_DEFINITIONS[planType].features[feature];
}

/** The price of a plan for an interval in cents; null when the plan has no online price. */
export function planPriceCents(planType: PlanType, interval: BillingInterval): number | null {
  const plan = PLAN_DEFINITIONS[planType];
  return interval === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
}

/** SPEC.md §1, §9: every new organization gets 14 days of Professional, without a card. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: PlanType = 'professional';
