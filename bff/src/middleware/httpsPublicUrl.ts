import type { Middleware } from 'koa';
import type { AppState } from '../http/appContext';

/**
 * With an https PUBLIC_URL, TLS ends in front of the BFF (a load balancer or proxy). Cookies then carry `Secure`
 * whether or not X-Forwarded-Proto is believed (it is not with TRUSTED_PROXIES=0), so Koa must not refuse them
 * as "sent over an unencrypted connection".
 */
export function httpsPublicUrl(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.cookies.secure = true;
    await next();
  };
}
