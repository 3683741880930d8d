import type { TOrganizationBranding } from '@immodesk/contracts/organization/organizationBranding.contract';
import type { TBranding } from '@immodesk/contracts/shell/getShellConfig.contract';

/** An enterprise organization's override laid over the deployment's branding, field by field and colour by colour. */
export function applyBrandingOverride(
  deployment: TBranding,
  override: TOrganizationBranding | null,
): TBranding {
  if (!override) return deployment;
  return {
    productName: override.productName ?? deployment.productName,
    logoUrl: override.logoUrl ?? deployment.logoUrl,
    supportEmail: override.supportEmail ?? deployment.supportEmail,
    colors: { ...deployment.colors, ...(override.colors as Record<string, string>) },
  };
}
