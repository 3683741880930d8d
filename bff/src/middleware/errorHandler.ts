import type { Middleware } from 'koa';
import type { TApiError, TErrorCode } from '@immodesk/contracts/common/errors';
import { isAppError } from '@immodesk/platform/errors';
import type { AppState } from '../http/appContext';
import { translate } from '../i18n/translate';

/** The one table from error code to HTTP status (API.md). */
export const HTTP_STATUS_BY_CODE: Record<TErrorCode, number> = {
  validation_error: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  totp_required: 401,
  forbidden: 403,
  plan_required: 403,
  email_not_verified: 403,
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  file_too_large: 413,
  unsupported_file_type: 415,
  business_rule: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

function translateDetails(details: Record<string, unknown>, translateKey: (key: string) => string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([field, value]) => [field, typeof value === 'string' && value.startsWith('validation.') ? translateKey(value) : value]),
  );
}

/** Maps every thrown error to `{ message, code, details? }` in the user's language; unknown errors never leak. */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const language = ctx.state.language ?? 'nl';
      let status: number;
      let body: TApiError;
      if (isAppError(error)) {
        status = HTTP_STATUS_BY_CODE[error.code];
        body = { code: error.code, message: translate(language, error.messageKey, { ...error.params, requestId: ctx.state.requestId }) };
        if (error.details) body.details = translateDetails(error.details, (key) => translate(language, key));
        if (status >= 500) ctx.state.logger.error({ err: error.cause ?? error }, 'request failed');
      } else if (error instanceof SyntaxError && ctx.request.is('json')) {
        status = 400;
        body = { code: 'validation_error', message: translate(language, 'errors.invalidJson') };
      } else if (typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status === 413) {
        status = 413;
        body = { code: 'file_too_large', message: translate(language, 'errors.fileTooLarge') };
      } else {
        status = 500;
        body = { code: 'internal', message: translate(language, 'errors.internal', { requestId: ctx.state.requestId }) };
        ctx.state.logger.error({ err: error }, 'unexpected error');
      }
      ctx.status = status;
      ctx.body = body;
    }
  };
}
