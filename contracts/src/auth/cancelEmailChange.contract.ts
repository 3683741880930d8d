import { z } from 'zod';

/**
 * POST /api/auth/email-change/cancel, from the link mailed to the old address when a change was asked for
 * (valid 7 days, single use): the old address is the account's again, the pending change is void and every
 * other session ends.
 */
export const ZCancelEmailChangeRequest = z.object({ token: z.string().min(16).max(200) });
export type TCancelEmailChangeRequest = z.infer<typeof ZCancelEmailChangeRequest>;

/** The account's address after the cancellation. */
export const ZCancelEmailChangeResponse = z.object({ email: z.string().email() });
export type TCancelEmailChangeResponse = z.infer<typeof ZCancelEmailChangeResponse>;
