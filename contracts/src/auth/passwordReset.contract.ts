import { z } from 'zod';
import { ZNewPassword } from './password';

/** Always 204, whether or not the address exists (no account enumeration). */
export const ZForgotPasswordRequest = z.object({ email: z.string().trim().toLowerCase().email() });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** 204 on success; the token is single-use and expires after 1 hour. */
export const ZResetPasswordRequest = z.object({ token: z.string().min(16).max(200), password: ZNewPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
