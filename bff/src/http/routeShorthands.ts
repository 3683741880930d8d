import type { z } from 'zod';
import type { RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import type { HttpMethod, RouteDefinition, RouteInput } from './registerRoutes';

type Schema = z.ZodType | undefined;
type Input<P extends Schema, Q extends Schema, B extends Schema> = { params: P; query: Q; body: B };
type Handler<P extends Schema, Q extends Schema, B extends Schema, TResult, TAuth extends boolean> = (
  input: RouteInput<Input<P, Q, B>, TAuth>,
) => Promise<TResult>;

/** What a route validates and answers: request schemas, response schema and status, caching, rate limits. */
export type RouteContract<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  TResult,
  TAuth extends boolean = true,
> = {
  params?: P;
  query?: Q;
  body?: B;
  response?: z.ZodType<TResult>;
  status?: number;
  noStore?: boolean;
  rateLimit?(input: RouteInput<Input<P, Q, B>, TAuth>): RateLimitRule[];
};

/**
 * A route's two spellings: `(path, contract, handler)`, or `(route, handler)` where the route is an endpoint of
 * `@immodesk/contracts` (path and schemas, shared with the client), spread with the BFF's own options when it has
 * any: `signedIn.post({ ...sendContractEndpoint, rateLimit: limitPerUser('contract-send', 30, 15) }, handler)`.
 */
type RouteShorthand<TAuth extends boolean> = {
  <
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    TResult = unknown,
  >(
    path: string,
    contract: RouteContract<P, Q, B, TResult, TAuth>,
    handler: Handler<P, Q, B, TResult, TAuth>,
  ): RouteDefinition<Input<P, Q, B>, TAuth, TResult>;
  <
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    TResult = unknown,
  >(
    route: RouteContract<P, Q, B, TResult, TAuth> & { path: string },
    handler: Handler<P, Q, B, TResult, TAuth>,
  ): RouteDefinition<Input<P, Q, B>, TAuth, TResult>;
};

type AnyContract = RouteContract<Schema, Schema, Schema, unknown, boolean>;
type AnyHandler = Handler<Schema, Schema, Schema, unknown, boolean>;

function routeShorthand<TAuth extends boolean>(method: HttpMethod, auth: TAuth): RouteShorthand<TAuth> {
  function define(
    pathOrRoute: string | (AnyContract & { path: string }),
    contractOrHandler: AnyContract | AnyHandler,
    lastHandler?: AnyHandler,
  ) {
    const { path, ...contract } =
      typeof pathOrRoute === 'string'
        ? { path: pathOrRoute, ...(contractOrHandler as AnyContract) }
        : pathOrRoute;
    const handler = lastHandler ?? (contractOrHandler as AnyHandler);
    const { params, query, body, ...answer } = contract;
    return { method, path, auth, input: { params, query, body }, ...answer, handler };
  }
  // Each overload's handler was type-checked against its own schemas; `define` only moves the parts into place.
  return define as RouteShorthand<TAuth>;
}

const signedInRoute = (method: HttpMethod) => routeShorthand(method, true);

/** A route for the signed-in user (401 otherwise), on one line: `signedIn.get(path, contract, handler)`. */
export const signedIn = {
  get: signedInRoute('get'),
  post: signedInRoute('post'),
  put: signedInRoute('put'),
  patch: signedInRoute('patch'),
  delete: signedInRoute('delete'),
};

/** A route anyone may call (sign-up, sign-in, mailed links): `publicRoute.post(path, contract, handler)`. */
export const publicRoute = {
  get: routeShorthand('get', false),
  post: routeShorthand('post', false),
};
