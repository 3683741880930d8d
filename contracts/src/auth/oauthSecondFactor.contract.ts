import { z } from 'zod';
import { ZCurrentUser } from './getCurrentUser.contract';

/**
 * A social sign-in of an account with two-factor on ends at `/login?step=second-factor` with an httpOnly
 * pending-login cookie (5 minutes, single use, no session yet). This request completes it with a current
 * authenticator code or a recovery code → 200 with the user and the session cookie, like POST /api/auth/login.
 */
export const ZOAuthSecondFactorRequest = z.object({ code: z.string().trim().min(6).max(20) });
export type TOAuthSecondFactorRequest = z.infer<typeof ZOAuthSecondFactorRequest>;

export const ZOAuthSecondFactorResponse = ZCurrentUser;
export type TOAuthSecondFactorResponse = z.infer<typeof ZOAuthSecondFactorResponse>;

/** The login page's `step` value after such a callback. */
export const OAUTH_SECOND_FACTOR_STEP = 'second-factor';
