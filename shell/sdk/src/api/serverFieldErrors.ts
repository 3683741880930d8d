import { isApiError } from './ApiError';

/**
 * The server's translated per-field messages of a validation_error, for the form to show under each field;
 * `renames` maps an API field to the form's (`{ rentCents: 'rent' }`). Empty for any other error.
 */
export function serverFieldErrors(
  error: unknown,
  renames: Record<string, string> = {},
): Record<string, string> {
  if (!isApiError(error) || error.code !== 'validation_error' || !error.details) return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.details)) {
    if (typeof message === 'string') errors[renames[field] ?? field] = message;
  }
  return errors;
}
