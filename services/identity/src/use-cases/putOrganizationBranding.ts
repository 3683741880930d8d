import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { OrganizationBranding } from '../domain/organizationBranding';
import { organizationBrandingRepository } from '../repositories/organizationBrandingRepository';
import { isBrandingPlan, type OrganizationBrandingDeps } from './brandingAccess';

/** Stores the organization's override; its colours must keep the shell theme's contrasts. */
export async function putOrganizationBranding(
  deps: OrganizationBrandingDeps,
  context: RequestContext,
  input: OrganizationBranding,
): Promise<{ branding: OrganizationBranding; isApplied: boolean }> {
  if (!(await isBrandingPlan(deps, context.organizationId))) throw new AppError('plan_required');
  const failing = deps.insufficientContrasts(input.colors);
  if (failing.length > 0) {
    throw new AppError('business_rule', {
      messageKey: 'errors.brandingContrast',
      params: { pairs: failing.join(', ') },
    });
  }
  await organizationBrandingRepository(deps.dataSource).save({
    organizationId: context.organizationId,
    productName: input.productName,
    logoUrl: input.logoUrl,
    supportEmail: input.supportEmail,
    colorsJson: JSON.stringify(input.colors),
    updatedAt: deps.clock.now(),
  });
  return { branding: input, isApplied: true };
}
