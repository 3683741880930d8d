import type { Middleware } from 'koa';
import { isLoopbackUrl } from '@immodesk/platform/loopback';
import type { AppState } from '../http/appContext';

/**
 * Remote origins the browser may load code from: https only, since code over plain http can be swapped by anyone on
 * the way. Plain http is allowed for a loopback origin in development (a remote served by `npm run dev`).
 */
export function allowedRemoteOrigins(origins: string[], isProduction: boolean): string[] {
  return origins.filter(
    (origin) =>
      origin.startsWith('https://') ||
      (!isProduction && origin.startsWith('http://') && isLoopbackUrl(origin)),
  );
}

/**
 * Security headers on every response. The CSP allows the origins remotes are served from, read from the
 * remote registry per request, so moving a remote to a CDN is a config change, not a code change.
 */
let cachedPolicy: { origins: string; policy: string } | undefined;

/** The policy changes only when the remote registry does; rebuild it then, not on every response. */
function contentSecurityPolicy(remoteOrigins: string[], tileOrigin: string | null): string {
  const remotes = remoteOrigins.join(' ');
  const key = `${remotes}|${tileOrigin ?? ''}`;
  if (cachedPolicy?.origins === key) return cachedPolicy.policy;
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin ?? ''} ${remotes}`.replace(/\s+/g, ' ').trim(),
    `font-src 'self' ${remotes}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  cachedPolicy = { origins: key, policy };
  return policy;
}

export function securityHeaders(options: {
  isProduction: boolean;
  remoteOrigins: () => string[];
  mapTileOrigin?: string | null;
}): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    ctx.set(
      'Content-Security-Policy',
      contentSecurityPolicy(
        allowedRemoteOrigins(options.remoteOrigins(), options.isProduction),
        options.mapTileOrigin ?? null,
      ),
    );
    if (options.isProduction) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
