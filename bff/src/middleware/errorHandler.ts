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

function translateDetails(
  details: Record<string, unknown>,
  translateKey: (key: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([field, value]) => [
      field,
      typeof value === 'string' && value.startsWith('validation.') ? translateKey(value) : value,
    ]),
  );
}

/** The status of an http-errors style error (thrown by raw-body, inflation, koa-send), or null. */
function httpErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : null;
}

/** A 4xx from a library reading the request: the client sent something unreadable, never our failure. */
function isClientInputError(error: unknown): boolean {
  const status = httpErrorStatus(error);
  if (status !== null && status >= 400 && status < 500) return true;
  // zlib's own errors (a truncated or corrupt gzip body) carry a Z_* code instead of a status.
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^Z_(DATA|BUF)_ERROR$/.test(code);
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
        body = {
          code: error.code,
          message: translate(language, error.messageKey, { ...error.params, requestId: ctx.state.requestId }),
        };
        if (error.details) body.details = translateDetails(error.details, (key) => translate(language, key));
        if (status >= 500) ctx.state.logger.error({ err: error.cause ?? error }, 'request failed');
      } else if (error instanceof SyntaxError && ctx.request.is('json')) {
        status = 400;
        body = { code: 'validation_error', message: translate(language, 'errors.invalidJson') };
      } else if (httpErrorStatus(error) === 413) {
        status = 413;
        body = { code: 'file_too_large', message: translate(language, 'errors.fileTooLarge') };
      } else if (isClientInputError(error)) {
        // What the body parser, decompression or static files refuse: an unknown Content-Encoding, broken gzip,
        // a body that does not match its Content-Length, a path that does not decode.
        status = 400;
        body = { code: 'validation_error', message: translate(language, 'errors.unreadableRequest') };
      } else {
        status = 500;
        body = {
          code: 'internal',
          message: translate(language, 'errors.internal', { requestId: ctx.state.requestId }),
        };
        ctx.state.logger.error({ err: error }, 'unexpected error');
      }
      ctx.status = status;
      ctx.body = body;
    }
  };
}
