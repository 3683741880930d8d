import { PASSWORD_MIN_LENGTH } from '@immodesk/contracts/auth/password';

export type NewPasswordErrors = { password?: 'tooShort'; confirmation?: 'mismatch' };

/** SPEC §5: at least 8 characters, and the confirmation must match. Both problems are reported at once. */
export function checkNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  if (password !== confirmation) errors.confirmation = 'mismatch';
  return errors;
}

export function hasPasswordErrors(errors: NewPasswordErrors): boolean {
  return Boolean(errors.password || errors.confirmation);
}

/** Translation keys of the SPEC §5 messages. */
export const PASSWORD_MESSAGE_KEYS = {
  tooShort: 'validation.passwordTooShort',
  mismatch: 'validation.passwordsDontMatch',
} as const;
