import type {
  TGetOrganizationBrandingResponse,
  TOrganizationBranding,
  TPutOrganizationBrandingRequest,
} from '@immodesk/contracts/organization/organizationBranding.contract';
import { insufficientContrasts } from '@immodesk/contracts/shell/brandColors';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationBrandingDeps } from './use-cases/brandingAccess';
import { getAppliedBrandingOverride } from './use-cases/getAppliedBrandingOverride';
import { getOrganizationBranding } from './use-cases/getOrganizationBranding';
import { putOrganizationBranding } from './use-cases/putOrganizationBranding';
import { removeOrganizationBranding } from './use-cases/removeOrganizationBranding';

/**
 * An organization's white-label override as the BFF uses it (settings and the shell config). Like
 * identityApi.ts, an edge of the identity service: the use case works with the service's own types, checked
 * here against the contract's, and gets the shell theme's contrast rule from the contract.
 */
export type OrganizationBrandingApi = {
  get: (context: RequestContext) => Promise<TGetOrganizationBrandingResponse>;
  put: (
    context: RequestContext,
    input: TPutOrganizationBrandingRequest,
  ) => Promise<{ branding: TOrganizationBranding; isApplied: boolean }>;
  remove: (context: RequestContext) => Promise<void>;
  /** The override to lay over the deployment's branding for this organization, or null (none, or not enterprise). */
  appliedOverride: (organizationId: string) => Promise<TOrganizationBranding | null>;
};

export function createOrganizationBranding(
  deps: Omit<OrganizationBrandingDeps, 'insufficientContrasts'>,
): OrganizationBrandingApi {
  const withContrastRule = { ...deps, insufficientContrasts };
  return {
    get: (context) => getOrganizationBranding(withContrastRule, context),
    put: (context, input) => putOrganizationBranding(withContrastRule, context, input),
    remove: (context) => removeOrganizationBranding(withContrastRule, context),
    appliedOverride: (organizationId) => getAppliedBrandingOverride(withContrastRule, organizationId),
  };
}
