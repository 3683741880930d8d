import { z } from 'zod';
import { ZNewPassword } from '../auth/password';
import { ZReauthentication } from './reauthentication';

/** 204; other sessions are ended and the current one is rotated. Confirmed with the current password (or mailed code). */
export const ZChangePasswordRequest = ZReauthentication.extend({ newPassword: ZNewPassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
