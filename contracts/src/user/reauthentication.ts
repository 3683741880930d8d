import { z } from 'zod';

/** How many digits the code mailed by POST /api/user/reauthentication-code has. */
export const REAUTHENTICATION_CODE_LENGTH = 6;

/**
 * The proof a sensitive change carries (API.md `reauthentication_required`): the current password, or for an
 * account without one (social sign-in only) the code mailed to the account address. Both are optional here on
 * purpose: a missing or wrong proof is answered by the service with 403 `reauthentication_required`, never 400.
 */
export const ZReauthentication = z.object({
  currentPassword: z.string().max(1024).optional(),
  reauthenticationCode: z.string().trim().max(20).optional(),
});
export type TReauthentication = z.infer<typeof ZReauthentication>;
