import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationBranding } from '../domain/organizationBranding';
import { organizationBrandingRepository } from '../repositories/organizationBrandingRepository';
import { isBrandingPlan, toBranding, type OrganizationBrandingDeps } from './brandingAccess';

/** The organization's stored override, and whether it applies now. */
export async function getOrganizationBranding(
  deps: OrganizationBrandingDeps,
  context: RequestContext,
): Promise<{ branding: OrganizationBranding | null; isApplied: boolean }> {
  const row = await organizationBrandingRepository(deps.dataSource).find(context.organizationId);
  return {
    branding: row ? toBranding(row) : null,
    isApplied: Boolean(row) && (await isBrandingPlan(deps, context.organizationId)),
  };
}
