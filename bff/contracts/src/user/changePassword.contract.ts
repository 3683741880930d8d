import { z } from 'zod';
import { ZNewPassword } from '../auth/password';

/** 204; other sessions are ended and the current one is rotated. */
export const ZChangePasswordRequest = z.object({ currentPassword: z.string().min(1).max(1024), newPassword: ZNewPassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
