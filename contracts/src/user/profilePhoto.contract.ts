import { z } from 'zod';
import { ZCurrentUser } from '../auth/getCurrentUser.contract';

/** SPEC.md §5 company logo and signature: images up to 5 MB; the profile photo follows the same limit. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What the server accepts, decided from the file's bytes (never its name or the browser's type). */
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TProfilePhotoMimeType = (typeof PROFILE_PHOTO_MIME_TYPES)[number];

/** `GET /api/user/profile/photo?v=<version>`: the version changes with every new photo, so caches never show an old one. */
export const PROFILE_PHOTO_PATH = '/api/user/profile/photo';

/** POST /api/user/profile/photo (multipart `file`) and DELETE /api/user/profile/photo answer with the updated user. */
export const ZUploadProfilePhotoResponse = ZCurrentUser;
export type TUploadProfilePhotoResponse = z.infer<typeof ZUploadProfilePhotoResponse>;

export const ZDeleteProfilePhotoResponse = ZCurrentUser;
export type TDeleteProfilePhotoResponse = z.infer<typeof ZDeleteProfilePhotoResponse>;

/** GET /api/user/profile/photo: `v` is only a cache key. */
export const ZGetProfilePhotoQuery = z.object({ v: z.string().max(40).optional() });
