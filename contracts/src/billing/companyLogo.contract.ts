import { z } from 'zod';
import { ZIsoInstant } from '../common/primitives';

/** SPEC.md §5: the company logo is an image of at most 5 MB; SPEC.md §6: Professional and Enterprise only. */
export const COMPANY_LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** What the server accepts, decided from the file's bytes (never its name or the browser's type). */
export const COMPANY_LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type TCompanyLogoMimeType = (typeof COMPANY_LOGO_MIME_TYPES)[number];

/**
 * GET /api/organization/company-logo → the logo's state; POST (multipart `file`) uploads or replaces it
 * (403 `plan_required` below Professional, 413 `file_too_large`, 415 `unsupported_file_type`); DELETE removes it.
 * All three answer this shape.
 */
export const COMPANY_LOGO_PATH = '/api/organization/company-logo';

/** `GET /api/organization/company-logo/file?v=<version>`: the image itself; the version changes with every upload. */
export const COMPANY_LOGO_FILE_PATH = '/api/organization/company-logo/file';

export const ZCompanyLogoResponse = z.object({
  /** The image's URL (with a cache-busting version), null when there is none. */
  logoUrl: z.string().nullable(),
  updatedAt: ZIsoInstant.nullable(),
  /** Whether the current plan allows a logo (a stored logo stays stored, unused, after a downgrade). */
  allowedByPlan: z.boolean(),
});
export type TCompanyLogoResponse = z.infer<typeof ZCompanyLogoResponse>;

export const ZGetCompanyLogoFileQuery = z.object({ v: z.string().max(40).optional() });
