import { z } from 'zod';

/**
 * Why a social sign-in failed. The callback redirects to `/login?error=<code>`; the shell asks
 * `GET /api/auth/oauth/errors/:code` for the message in the user's language and shows it as a toast.
 */
export const OAUTH_ERROR_CODES = [
  'denied',
  'invalid_state',
  'failed',
  'provider_unavailable',
  'email_not_verified',
  'email_missing',
  'identity_linked_elsewhere',
  /** The account's address waits for our verification mail (sent when the provider had not verified it). */
  'confirm_email',
] as const;
export const ZOAuthErrorCode = z.enum(OAUTH_ERROR_CODES);
export type TOAuthErrorCode = z.infer<typeof ZOAuthErrorCode>;

export const ZOAuthErrorParams = z.object({ code: ZOAuthErrorCode });
export const ZOAuthErrorResponse = z.object({ code: ZOAuthErrorCode, message: z.string() });
export type TOAuthErrorResponse = z.infer<typeof ZOAuthErrorResponse>;
