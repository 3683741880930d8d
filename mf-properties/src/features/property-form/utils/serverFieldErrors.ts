import { isApiError } from '@immodesk/sdk';

/** The server's translated per-field messages of a validation_error (`rentCents` is the form's `rent`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'validation_error' || !error.details) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.details)) {
    if (typeof message === 'string') errors[field === 'rentCents' ? 'rent' : field] = message;
  }
  return errors;
}
