import type { TOAuthErrorCode, TOAuthErrorResponse } from '@immodesk/contracts/auth/oauthErrors.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import { isAppError } from '@immodesk/platform/errors';
import { translate } from '../i18n/translate';

/** The translation key behind each code of `/login?error=<code>`. */
export const OAUTH_ERROR_MESSAGE_KEYS: Record<TOAuthErrorCode, string> = {
  denied: 'oauth.errors.denied',
  invalid_state: 'oauth.errors.invalidState',
  failed: 'oauth.errors.failed',
  provider_unavailable: 'oauth.errors.providerUnavailable',
  email_not_verified: 'oauth.errors.emailNotVerified',
  email_missing: 'oauth.errors.emailMissing',
  identity_linked_elsewhere: 'oauth.errors.identityLinkedElsewhere',
  confirm_email: 'oauth.errors.confirmEmail',
};
const CODE_BY_MESSAGE_KEY = new Map(
  Object.entries(OAUTH_ERROR_MESSAGE_KEYS).map(([code, key]) => [key, code as TOAuthErrorCode]),
);

/** The code a failed social sign-in sends the browser to `/login` with; anything unforeseen is `failed`. */
export function oauthErrorCode(error: unknown): TOAuthErrorCode {
  return (isAppError(error) && CODE_BY_MESSAGE_KEY.get(error.messageKey)) || 'failed';
}

/** The login page's words for a code of `/login?error=<code>`, in the user's language. */
export function presentOAuthError(code: TOAuthErrorCode, language: TLanguage): TOAuthErrorResponse {
  return { code, message: translate(language, OAUTH_ERROR_MESSAGE_KEYS[code]) };
}
