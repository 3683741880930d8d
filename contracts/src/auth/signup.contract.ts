import { z } from 'zod';
import { ZLanguage } from '../common/primitives';
import { ZNewPassword } from './password';

export const ZSignupRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  password: ZNewPassword,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).optional(),
  language: ZLanguage.optional(),
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** 201: the account exists and the verification mail is on its way (to the address echoed here). */
export const ZSignupResponse = z.object({ email: z.string().email() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;
