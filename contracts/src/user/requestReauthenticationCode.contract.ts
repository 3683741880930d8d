import { z } from 'zod';

export const REQUEST_REAUTHENTICATION_CODE_PATH = '/api/user/reauthentication-code';

/**
 * POST /api/user/reauthentication-code, empty body → 204: mails a single-use code (REAUTHENTICATION_CODE_LENGTH
 * digits, valid 10 minutes) to the account address, for an account without a password; a newer code replaces an
 * older one. An account with a password confirms with it instead (422 business_rule).
 */
export const ZRequestReauthenticationCodeRequest = z.object({});
