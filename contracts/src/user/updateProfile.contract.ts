import { z } from 'zod';
import { requireAChange } from '../common/requireAChange';
import { ZCurrentUser } from '../auth/getCurrentUser.contract';
import { ZPartyIdentityInput } from '../common/partyIdentity';
import { ZLanguage } from '../common/primitives';
import { zOptionalVatNumber } from '../common/text';
import { ZReauthentication } from './reauthentication';

/**
 * SPEC.md §3 user profile. Changing `email` needs the current password (or mailed code), sends a confirmation
 * link to the new address and a notice with a cancel link to the old one.
 */
export const ZUpdateProfileRequest = requireAChange(
  ZReauthentication.extend({
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().max(100).nullable().optional(),
    email: z.string().trim().toLowerCase().email().max(320).optional(),
    phone: z.string().trim().max(40).nullable().optional(),
    language: ZLanguage.optional(),
    /** The landlord's identity on a lease (issue 31): a field left out keeps its value, an empty one clears it. */
    ...ZPartyIdentityInput.partial().shape,
    enterpriseNumber: zOptionalVatNumber().optional(),
  }),
  ['currentPassword', 'reauthenticationCode'],
);
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = ZCurrentUser;
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;
