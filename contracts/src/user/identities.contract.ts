import { z } from 'zod';
import { ZSocialProvider } from '../auth/providers.contract';

/** A provider linked to the signed-in account (settings → account). */
export const ZLinkedIdentity = z.object({ id: z.string(), provider: ZSocialProvider, linkedAt: z.string() });
export type TLinkedIdentity = z.infer<typeof ZLinkedIdentity>;

/** GET /api/user/identities */
export const ZListIdentitiesResponse = z.object({ items: z.array(ZLinkedIdentity) });
export type TListIdentitiesResponse = z.infer<typeof ZListIdentitiesResponse>;

/** DELETE /api/user/identities/:id → 204; the last way to sign in (no password, one provider) → 422 business_rule. */
export const ZIdentityParams = z.object({ id: z.string().uuid() });
