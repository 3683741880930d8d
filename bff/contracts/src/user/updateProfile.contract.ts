import { z } from 'zod';
import { ZCurrentUser } from '../auth/getCurrentUser.contract';
import { ZLanguage } from '../common/primitives';

/** SPEC.md §3 user profile; changing `email` sends a verification mail to the new address first. */
export const ZUpdateProfileRequest = z.object({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().toLowerCase().email().max(320).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  language: ZLanguage.optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = ZCurrentUser;
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;
