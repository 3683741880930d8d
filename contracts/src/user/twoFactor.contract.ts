import { z } from 'zod';
import { ZReauthentication } from './reauthentication';

/** POST /api/user/2fa/setup, confirmed with the current password: a new secret, not active until confirmed with a code. */
export const ZTwoFactorSetupRequest = ZReauthentication;
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;
export const ZTwoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTotpCode = z.string().regex(/^\d{6}$/);

/** POST /api/user/2fa/enable (current password and a code from the new secret) → the 10 single-use recovery codes, shown once. */
export const ZEnableTwoFactorRequest = ZReauthentication.extend({ code: ZTotpCode });
export type TEnableTwoFactorRequest = z.infer<typeof ZEnableTwoFactorRequest>;
export const ZEnableTwoFactorResponse = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type TEnableTwoFactorResponse = z.infer<typeof ZEnableTwoFactorResponse>;

/** POST /api/user/2fa/disable → 204; needs the current password and a current code (or a recovery code). */
export const ZDisableTwoFactorRequest = ZReauthentication.extend({ code: z.string().min(6).max(20) });
export type TDisableTwoFactorRequest = z.infer<typeof ZDisableTwoFactorRequest>;
