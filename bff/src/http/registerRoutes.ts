import type { Router } from '@koa/router';
import type { z } from 'zod';
import type { ResolvedSession } from '@immodesk/identity/identityApi';
import { AppError } from '@immodesk/platform/errors';
import type { RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import type { RateLimiter } from '../middleware/rateLimit';
import type { AppRouterContext, AppState } from './appContext';
import { zodIssuesToDetails } from './zodDetails';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

export type RouteInput<S extends Schemas, TAuth extends boolean> = {
  ctx: AppRouterContext;
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  body: Parsed<S, 'body'>;
  session: TAuth extends true ? ResolvedSession : null;
};

export type RouteDefinition<
  S extends Schemas = Schemas,
  TAuth extends boolean = boolean,
  TResult = unknown,
> = {
  method: HttpMethod;
  path: string;
  /** true: 401 without a valid session; false: public (the session is not looked up). */
  auth: TAuth;
  input?: S;
  /** Checked in development and test, so a drifting handler fails its tests, not its users. */
  response?: z.ZodType<TResult>;
  status?: number;
  /** The answer is the user's own or a secret: `Cache-Control: no-store`, so no browser or proxy keeps it. */
  noStore?: boolean;
  /** Limits checked after validation and before the handler (per IP, per account); over a limit → 429. */
  rateLimit?(input: RouteInput<S, TAuth>): RateLimitRule[];
  handler(input: RouteInput<S, TAuth>): Promise<TResult>;
};

function parse(schema: z.ZodType | undefined, value: unknown, ctx: AppRouterContext): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('validation_error', {
      details: zodIssuesToDetails(result.error.issues, ctx.state.language),
    });
  }
  return result.data;
}

// The list mixes routes with different schemas; each handler was type-checked by its `signedIn`/`publicRoute` shorthand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, boolean, any>;

/** Registers routes: validate params, query and body with the contract, check the session, run the handler. */
export function registerRoutes(
  router: Router<AppState>,
  routes: AnyRoute[],
  options: { checkResponses: boolean; rateLimiter?: RateLimiter },
): void {
  for (const route of routes) {
    router[route.method](route.path, async (ctx: AppRouterContext) => {
      const session = route.auth ? await ctx.state.session() : null;
      if (route.auth && !session) throw new AppError('unauthenticated');
      const input = route.input ?? {};
      const params = parse(input.params, ctx.params, ctx);
      const query = parse(input.query, ctx.query, ctx);
      const body = parse(input.body, (ctx.request as { body?: unknown }).body ?? {}, ctx);
      const routeInput = { ctx, params, query, body, session };
      if (route.rateLimit && options.rateLimiter) await options.rateLimiter(ctx, route.rateLimit(routeInput));
      if (route.noStore) ctx.set('Cache-Control', 'no-store');
      const result: unknown = await route.handler(routeInput);
      if (ctx.body !== undefined && ctx.body !== null) return;
      if (result === undefined) {
        ctx.status = route.status ?? 204;
        return;
      }
      if (options.checkResponses && route.response) route.response.parse(result);
      ctx.status = route.status ?? 200;
      // A string body: Koa and koa-compress would otherwise each serialise the object (length, then send).
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(result);
    });
  }
}
