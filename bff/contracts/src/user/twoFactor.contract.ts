import { z } from 'zod';

/** POST /api/user/2fa/setup: a new secret, not active until confirmed with a code. */
export const ZTwoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export type TTwoFactorSetupResponse = z.infer<typeof ZTwoFactorSetupResponse>;

export const ZTotpCode = z.string().regex(/^\d{6}$/);

/** POST /api/user/2fa/enable → the 10 single-use recovery codes, shown once. */
export const ZEnableTwoFactorRequest = z.object({ code: ZTotpCode });
export const ZEnableTwoFactorResponse = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type TEnableTwoFactorResponse = z.infer<typeof ZEnableTwoFactorResponse>;

/** POST /api/user/2fa/disable → 204; needs the password and a current code (or a recovery code). */
export const ZDisableTwoFactorRequest = z.object({ password: z.string().min(1).max(1024), code: z.string().min(6).max(20) });
export type TDisableTwoFactorRequest = z.infer<typeof ZDisableTwoFactorRequest>;
