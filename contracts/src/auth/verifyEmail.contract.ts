import { z } from 'zod';

export const ZVerifyEmailRequest = z.object({ token: z.string().min(16).max(200) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z.object({ email: z.string().email() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** Always 204, whether or not the address exists (no account enumeration). */
export const ZResendVerificationRequest = z.object({ email: z.string().trim().toLowerCase().email() });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;
