import { z } from 'zod';

/** The closed list of error codes a client can receive (API.md). */
export const ERROR_CODES = [
  'validation_error',
  'unauthenticated',
  'invalid_credentials',
  'totp_required',
  'forbidden',
  'plan_required',
  'email_not_verified',
  'reauthentication_required',
  'not_found',
  'conflict',
  'file_too_large',
  'unsupported_file_type',
  'business_rule',
  'rate_limited',
  'unavailable',
  'internal',
] as const;

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
