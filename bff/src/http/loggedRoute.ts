import type { AppContext } from './appContext';

/** A path segment that may be a secret: 32 or more URL-safe characters (share tokens, grants, ids). */
const SECRET_LIKE_SEGMENT = /^[A-Za-z0-9_~.%-]{32,}$/;

/**
 * What a request's log line names as its path: the matched route pattern (`/api/public/contracts/:shareToken`),
 * never the raw URL, so share tokens and other secrets in paths stay out of the logs. A request no route matched
 * keeps its path with every secret-like segment replaced by `:redacted`.
 */
export function loggedRoute(ctx: AppContext): string {
  const matched: unknown = (ctx as AppContext & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  return ctx.path
    .split('/')
    .map((segment) => (SECRET_LIKE_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');
}
