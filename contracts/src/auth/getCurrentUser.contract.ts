import { z } from 'zod';
import { identityValue, ZPartyIdentity } from '../common/partyIdentity';
import { ZLanguage } from '../common/primitives';

export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string().email(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  language: ZLanguage,
  organizationId: z.string(),
  organizationName: z.string(),
  phone: z.string().nullable(),
  isEmailVerified: z.boolean(),
  /** A new address waiting for confirmation from the link mailed to it. */
  pendingEmail: z.string().email().nullable(),
  twoFactorEnabled: z.boolean(),
  /** False for an account made through social sign-in only: it confirms sensitive changes with a mailed code. */
  hasPassword: z.boolean(),
  /** SPEC.md §3: the signed-in user's photo (`/api/user/profile/photo?v=…`), null when there is none. */
  profileImageUrl: z.string().nullable(),
  /**
   * Issue 31: the landlord as a lease fit for registration identifies them: their address and birth data, or for a
   * company landlord the enterprise number (`BE0123456749`; the organization's name is then the landlord's).
   */
  ...ZPartyIdentity.shape,
  enterpriseNumber: identityValue(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZGetCurrentUserResponse = ZCurrentUser;
export type TGetCurrentUserResponse = TCurrentUser;
