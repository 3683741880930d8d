/**
 * The proof a sensitive change carries: the current password, or for an account without one (social sign-in
 * only) the code mailed to the account address. Either may be missing; the service then refuses the change.
 */
export type ReauthenticationProof = { currentPassword?: string; reauthenticationCode?: string };

export type PasswordChange = ReauthenticationProof & { newPassword: string };

/** Turning two-factor on needs a code from the pending secret; turning it off a current code or a recovery code. */
export type TwoFactorConfirmation = ReauthenticationProof & { code: string };

/** A new, still pending, two-factor secret: its otpauth:// URL and that URL as a QR code image (data URL). */
export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
