import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BrandColors, OrganizationBranding } from '../domain/organizationBranding';
import type { OrganizationPlans, PlanType } from '../domain/plan';
import type { OrganizationBrandingRow } from '../entities/OrganizationBrandingEntity';
import { organizationBrandingRepository } from '../repositories/organizationBrandingRepository';

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

function toBranding(row: OrganizationBrandingRow): OrganizationBranding {
  return {
    productName: row.productName,
    logoUrl: row.logoUrl,
    supportEmail: row.supportEmail,
    colors: JSON.parse(row.colorsJson) as BrandColors,
  };
}

/**
 * Stores an organization's branding override and tells the shell which one applies. An override outlives a
 * downgrade (it is kept) but is only applied while the organization is on the enterprise plan.
 */
export function organizationBranding(deps: OrganizationBrandingDeps) {
  const repository = organizationBrandingRepository(deps.dataSource);
  const isEnterprise = async (organizationId: string) =>
    (await deps.plans.effectivePlan(organizationId)).planType === BRANDING_PLAN;

  return {
    async get(
      context: RequestContext,
    ): Promise<{ branding: OrganizationBranding | null; isApplied: boolean }> {
      const row = await repository.find(context.organizationId);
      return {
        branding: row ? toBranding(row) : null,
        isApplied: Boolean(row) && (await isEnterprise(context.organizationId)),
      };
    },

    async put(
      context: RequestContext,
      input: OrganizationBranding,
    ): Promise<{ branding: OrganizationBranding; isApplied: boolean }> {
      if (!(await isEnterprise(context.organizationId))) throw new AppError('plan_required');
      const failing = deps.insufficientContrasts(input.colors);
      if (failing.length > 0) {
        throw new AppError('business_rule', {
          messageKey: 'errors.brandingContrast',
          params: { pairs: failing.join(', ') },
        });
      }
      await repository.save({
        organizationId: context.organizationId,
        productName: input.productName,
        logoUrl: input.logoUrl,
        supportEmail: input.supportEmail,
        colorsJson: JSON.stringify(input.colors),
        updatedAt: deps.clock.now(),
      });
      return { branding: input, isApplied: true };
    },

    async remove(context: RequestContext): Promise<void> {
      if (!(await isEnterprise(context.organizationId))) throw new AppError('plan_required');
      await repository.delete(context.organizationId);
    },

    /** The override to lay over the deployment's branding for this organization, or null (none, or not enterprise). */
    async appliedOverride(organizationId: string): Promise<OrganizationBranding | null> {
      const row = await repository.find(organizationId);
      if (!row || !(await isEnterprise(organizationId))) return null;
      return toBranding(row);
    },
  };
}
