import type { z } from 'zod';
import type { RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import type { HttpMethod, RouteDefinition, RouteInput } from './registerRoutes';

type Schema = z.ZodType | undefined;
type Input<P extends Schema, Q extends Schema, B extends Schema> = { params: P; query: Q; body: B };

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

function routeShorthand<TAuth extends boolean>(method: HttpMethod, auth: TAuth) {
  return <
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    TResult = unknown,
  >(
    path: string,
    contract: RouteContract<P, Q, B, TResult, TAuth>,
    handler: (input: RouteInput<Input<P, Q, B>, TAuth>) => Promise<TResult>,
  ): RouteDefinition<Input<P, Q, B>, TAuth, TResult> => {
    const { params, query, body, ...answer } = contract;
    // A schema the contract leaves out is undefined, which is what Input's P, Q or B is then.
    const input = { params, query, body } as Input<P, Q, B>;
    return { method, path, auth, input, ...answer, handler };
  };
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
