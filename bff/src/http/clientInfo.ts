import type { AppContext } from './appContext';

/** Who makes a request, as recorded with a failed sign-in or re-authentication: client address and user agent. */
export function clientInfo(ctx: AppContext): { ip: string | null; userAgent: string | null } {
  return { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null };
}
