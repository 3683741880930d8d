import { z } from 'zod';
import { ZCurrentUser } from './getCurrentUser.contract';

/** POST /api/auth/login-link → 204 always, whether or not the address has an account (no enumeration). */
export const ZRequestLoginLinkRequest = z.object({ email: z.string().trim().toLowerCase().email() });
export type TRequestLoginLinkRequest = z.infer<typeof ZRequestLoginLinkRequest>;

/**
 * POST /api/auth/login-link/consume → 200 user + session cookie; the mailed token works once, for 15 minutes.
 * With two-factor on: 401 `totp_required` and a pending sign-in whose code goes to POST /api/auth/oauth/second-factor.
 */
export const ZConsumeLoginLinkRequest = z.object({ token: z.string().min(16).max(200) });
export type TConsumeLoginLinkRequest = z.infer<typeof ZConsumeLoginLinkRequest>;

export const ZConsumeLoginLinkResponse = ZCurrentUser;
export type TConsumeLoginLinkResponse = z.infer<typeof ZConsumeLoginLinkResponse>;
