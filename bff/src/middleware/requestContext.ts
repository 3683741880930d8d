import crypto from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '@immodesk/platform/logger';
import type { AppState } from '../http/appContext';
import { loggedRoute } from '../http/loggedRoute';
import { languageFromHeader } from '../i18n/translate';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Request id (kept from a trusted upstream header when well-formed), a child logger, the language, one log line
 * naming the route pattern, not the raw path (share tokens stay out of the logs).
 */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.logger = logger.child({ requestId });
    ctx.state.language = languageFromHeader(ctx.get('accept-language'));
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
        ctx.state.logger.info(
          {
            method: ctx.method,
            route: loggedRoute(ctx),
            status: ctx.status,
            elapsedMs: Math.round(elapsedMs * 10) / 10,
          },
          'request',
        );
      }
    }
  };
}
