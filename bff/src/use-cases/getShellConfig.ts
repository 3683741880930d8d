import type { TGetShellConfigResponse } from '@immodesk/contracts/shell/getShellConfig.contract';
import type { OrganizationBrandingApi } from '@immodesk/identity/organizationBrandingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { applyBrandingOverride } from '../shell/brandingOverride';
import type { ShellConfigSource } from '../shell/shellConfig';

export type GetShellConfigDeps = {
  shellConfig: Pick<ShellConfigSource, 'get'>;
  organizationBranding: Pick<OrganizationBrandingApi, 'appliedOverride'>;
};

/** The remotes and the branding: the deployment's, under an enterprise organization's own when one is signed in. */
export async function getShellConfig(
  deps: GetShellConfigDeps,
  session: RequestContext | null,
): Promise<TGetShellConfigResponse> {
  const config = deps.shellConfig.get();
  if (!session) return config;
  const override = await deps.organizationBranding.appliedOverride(session.organizationId);
  return { ...config, branding: applyBrandingOverride(config.branding, override) };
}
