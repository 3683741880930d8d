import type { DataSource } from 'typeorm';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BrandColors, OrganizationBranding } from '../domain/organizationBranding';
import type { OrganizationPlans, PlanType } from '../domain/plan';
import type { OrganizationBrandingRow } from '../entities/OrganizationBrandingEntity';

/** White-label per organization is an enterprise feature (SPEC §6). */
export const BRANDING_PLAN: PlanType = 'enterprise';

export type OrganizationBrandingDeps = {
  dataSource: DataSource;
  clock: Clock;
  /** The plan in force comes from billing. */
  plans: Pick<OrganizationPlans, 'effectivePlan'>;
  /** The theme's contrast rule (the shell's, handed in by the API file): the colour pairs that fall short. */
  insufficientContrasts(colors: BrandColors): string[];
};

/**
 * An override outlives a downgrade (it is kept) but is only applied, and only changed, while the organization is
 * on the enterprise plan.
 */
export async function isBrandingPlan(
  deps: OrganizationBrandingDeps,
  organizationId: string,
): Promise<boolean> {
  return (await deps.plans.effectivePlan(organizationId)).planType === BRANDING_PLAN;
}

export function toBranding(row: OrganizationBrandingRow): OrganizationBranding {
  return {
    productName: row.productName,
    logoUrl: row.logoUrl,
    supportEmail: row.supportEmail,
    colors: JSON.parse(row.colorsJson) as BrandColors,
  };
}
