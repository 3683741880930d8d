/**
 * The plan catalogue (SPEC.md §4, §6, §9): plan ids, features, limits and prices. The one home of these facts: the
 * zod contracts, the billing service's gates and the pricing and subscription pages all read them from here.
 */
/** From the smallest plan to the largest: an upgrade moves right. */
export const PLAN_TYPES = ['free', 'basic', 'professional', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** SPEC.md §4 subscription states, in Stripe's spelling; `unknown` when billing reports something else. */
export const PLAN_STATUSES = ['active', 'past_due', 'canceled', 'incomplete', 'unknown'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The plans a customer can buy online; Enterprise is 'contact sales' and set by an administrator. */
export const CHECKOUT_PLAN_TYPES = ['basic', 'professional'] as const satisfies readonly PlanType[];
export type CheckoutPlanType = (typeof CHECKOUT_PLAN_TYPES)[number];

/** Features gated by plan (SPEC.md §6). `enterpriseFeatures` covers white-label, SSO, user rights, bulk operations, workflows, reporting, account manager and API access. */
export const PLAN_FEATURES = [
  'companyLogo',
  'statisticsPdf',
  'templateEditing',
  'enterpriseFeatures',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type PlanDefinition = {
  planType: PlanType;
  /** -1 means unlimited. */
  maxProperties: number;
  /** -1 means unlimited. */
  maxTenants: number;
  /** Document storage in bytes; -1 means unlimited. */
  storageQuotaBytes: number;
  /** null: no online price (free costs nothing; enterprise is custom pricing through sales). */
  monthlyPriceCents: number | null;
  /** The price of a whole year paid at once. */
  yearlyPriceCents: number | null;
  /** AI Pilot questions per rolling 24 hours for the whole organization; -1 means unlimited. */
  aiQuestionsPerDay: number;
  features: Record<PlanFeature, boolean>;
};

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * Limits, prices and features per plan. The free plan has two readings in SPEC.md §9 (2 properties / 5 tenants on
 * the pricing page, 3 / 10 on the subscription page); we use 3 / 10 everywhere, the numbers an account is shown and
 * held to. Yearly prices: Basic EUR 228 (19/month, saves 24%), Professional EUR 576 (48/month, saves 20%): "saves up
 * to 24%".
 */
export const PLAN_CATALOGUE: Record<PlanType, PlanDefinition> = {
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

/** The 14-day trial of SPEC.md §1 and §9: every new organization, without a card. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN: PlanType = 'professional';

/** SPEC.md §4, §9: a bank transfer is activated within 24 hours of arriving. */
export const BANK_TRANSFER_ACTIVATION_HOURS = 24;

export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

/** The price of a plan for an interval in cents; null for plans without an online price. */
export function planPriceCents(planType: PlanType, interval: BillingInterval): number | null {
  const plan = PLAN_CATALOGUE[planType];
  return interval === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
}

/** The yearly saving against twelve monthly payments, in whole percent (0 when the plan has no price). */
export function yearlySavingPercent(planType: PlanType): number {
  const { monthlyPriceCents, yearlyPriceCents } = PLAN_CATALOGUE[planType];
  if (!monthlyPriceCents || yearlyPriceCents === null) return 0;
  return Math.round((1 - yearlyPriceCents / (monthlyPriceCents * 12)) * 100);
}
