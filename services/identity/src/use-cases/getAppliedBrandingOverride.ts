import type { OrganizationBranding } from '../domain/organizationBranding';
import { organizationBrandingRepository } from '../repositories/organizationBrandingRepository';
import { isBrandingPlan, toBranding, type OrganizationBrandingDeps } from './brandingAccess';

/** The override to lay over the deployment's branding for this organization, or null (none, or not enterprise). */
export async function getAppliedBrandingOverride(
  deps: OrganizationBrandingDeps,
  organizationId: string,
): Promise<OrganizationBranding | null> {
  const row = await organizationBrandingRepository(deps.dataSource).find(organizationId);
  if (!row || !(await isBrandingPlan(deps, organizationId))) return null;
  return toBranding(row);
}
