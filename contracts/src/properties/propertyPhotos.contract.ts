import { z } from 'zod';
import { ZIsoInstant } from '../common/primitives';

/** Property photos: JPG, PNG or WebP (sniffed from the bytes), at most 10 MB each. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const ZPropertyPhoto = z.object({
  id: z.string(),
  propertyId: z.string(),
  fileName: z.string(),
  mimeType: z.enum(PHOTO_MIME_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isPrimary: z.boolean(),
  uploadedAt: ZIsoInstant,
});
export type TPropertyPhoto = z.infer<typeof ZPropertyPhoto>;

/** GET /api/properties/:id/photos (SPEC.md §7 reads id and isPrimary): primary first, then oldest first. */
export const ZListPropertyPhotosResponse = z.object({ items: z.array(ZPropertyPhoto) });
export type TListPropertyPhotosResponse = z.infer<typeof ZListPropertyPhotosResponse>;

export const ZPropertyPhotoParams = z.object({
  id: z.string().trim().min(1).max(120),
  photoId: z.string().uuid(),
});
export type TPropertyPhotoParams = z.infer<typeof ZPropertyPhotoParams>;

/** `?variant=thumbnail` on the download serves the server-made thumbnail (WebP, at most 480 px wide). */
export const ZPhotoDownloadQuery = z.object({
  variant: z.enum(['original', 'thumbnail']).default('original'),
});
