import { z } from 'zod';
import { BRAND_COLOR_NAMES, type TBrandColorName } from '../shell/brandColors';

const ZHexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #1d4ed8.')
  .transform((value) => value.toLowerCase());

/**
 * A logo the shell may show under its Content-Security-Policy (img-src 'self' data:): a path on this site or an
 * inline base64 image. Another site's address would be blocked by the browser, so it is refused here.
 */
export const ZBrandLogoUrl = z
  .string()
  .max(60_000)
  .refine(
    (value) =>
      /^\/(?![/\\])\S*$/.test(value) ||
      /^data:image\/(svg\+xml|png|webp|jpeg);base64,[A-Za-z0-9+/=]+$/.test(value),
    {
      message: 'Use a path on this site or a base64 image.',
    },
  );

export const ZBrandColors = z.partialRecord(
  z.enum(BRAND_COLOR_NAMES as [TBrandColorName, ...TBrandColorName[]]),
  ZHexColor,
);

/**
 * An enterprise organization's branding: each field left null falls back to the deployment's branding.
 * PUT replaces the whole override.
 */
export const ZOrganizationBranding = z.object({
  productName: z.string().trim().min(1).max(60).nullable(),
  logoUrl: ZBrandLogoUrl.nullable(),
  colors: ZBrandColors,
  supportEmail: z.string().trim().toLowerCase().email().max(254).nullable(),
});
export type TOrganizationBranding = z.infer<typeof ZOrganizationBranding>;

export const ZPutOrganizationBrandingRequest = ZOrganizationBranding;
export type TPutOrganizationBrandingRequest = z.infer<typeof ZPutOrganizationBrandingRequest>;

export const ZGetOrganizationBrandingResponse = z.object({
  branding: ZOrganizationBranding.nullable(),
  /** Whether the override is shown: only while the organization is on the enterprise plan. */
  isApplied: z.boolean(),
});
export type TGetOrganizationBrandingResponse = z.infer<typeof ZGetOrganizationBrandingResponse>;
