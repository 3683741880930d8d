import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { organizationBrandingRepository } from '../repositories/organizationBrandingRepository';
import { isBrandingPlan, type OrganizationBrandingDeps } from './brandingAccess';

export async function removeOrganizationBranding(
  deps: OrganizationBrandingDeps,
  context: RequestContext,
): Promise<void> {
  if (!(await isBrandingPlan(deps, context.organizationId))) throw new AppError('plan_required');
  await organizationBrandingRepository(deps.dataSource).delete(context.organizationId);
}
