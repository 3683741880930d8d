import { z } from 'zod';
import { ZReauthentication } from './reauthentication';

/**
 * DELETE /api/user → 204: confirmed with the current password (or mailed code), and the typed e-mail must equal
 * the account e-mail (SPEC.md §5 'Email incorrect').
 */
export const ZDeleteAccountRequest = ZReauthentication.extend({
  email: z.string().trim().toLowerCase().email(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
