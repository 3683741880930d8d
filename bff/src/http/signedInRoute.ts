import type { z } from 'zod';
import type { RateLimitRule } from '@immodesk/platform/rateLimit/rateLimitStore';
import { defineRoute, type HttpMethod, type RouteDefinition, type RouteInput } from './defineRoute';

type Schema = z.ZodType | undefined;
type Input<P extends Schema, Q extends Schema, B extends Schema> = { params: P; query: Q; body: B };

/** What a signed-in route validates and answers: its request schemas, its response schema and status. */
export type RouteContract<P extends Schema, Q extends Schema, B extends Schema, TResult> = {
  params?: P;
  query?: Q;
  body?: B;
  response?: z.ZodType<TResult>;
  status?: number;
  rateLimit?(input: RouteInput<Input<P, Q, B>, true>): RateLimitRule[];
};

function signedInRoute(method: HttpMethod) {
  return <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, TResult = unknown>(
    path: string,
    contract: RouteContract<P, Q, B, TResult>,
    handler: (input: RouteInput<Input<P, Q, B>, true>) => Promise<TResult>,
  ): RouteDefinition<Input<P, Q, B>, true, TResult> => {
    const { params, query, body, ...answer } = contract;
    // A schema the contract leaves out is undefined, which is what Input's P, Q or B is then.
    const input = { params, query, body } as Input<P, Q, B>;
    return defineRoute({ method, path, auth: true, input, ...answer, handler });
  };
}

/**
 * A route for the signed-in user (401 otherwise), on one line: `signedIn.get(path, contract, handler)`.
 * Public routes spell out `defineRoute` with `auth: false`.
 */
export const signedIn = {
  get: signedInRoute('get'),
  post: signedInRoute('post'),
  put: signedInRoute('put'),
  patch: signedInRoute('patch'),
  delete: signedInRoute('delete'),
};
