/**
 * Theme colour overrides, by the shell theme's colour name (`color-primary`, …) as `#rrggbb`. Identity stores
 * them as given; the names and the contrast rule are the shell's (the API file hands the rule in).
 */
export type BrandColors = Partial<Record<string, string>>;

/** An organization's branding override: each field left null falls back to the deployment's branding. */
export type OrganizationBranding = {
  productName: string | null;
  logoUrl: string | null;
  colors: BrandColors;
  supportEmail: string | null;
};
