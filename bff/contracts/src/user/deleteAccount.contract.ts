import { z } from 'zod';

/** DELETE /api/user → 204: the typed e-mail must equal the account e-mail (SPEC.md §5 'Email incorrect'). */
export const ZDeleteAccountRequest = z.object({ email: z.string().trim().toLowerCase().email() });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
