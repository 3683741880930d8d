import { z } from 'zod';
import { ZCurrentUser } from './getCurrentUser.contract';

export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(1024),
  totpCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** One of the ten single-use codes, instead of `totpCode`. */
  recoveryCode: z.string().trim().min(8).max(20).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = ZCurrentUser;
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
