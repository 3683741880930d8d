import type { z } from 'zod';

/**
 * One HTTP operation as both ends know it: its path (Koa's `:name` parameters) and the schemas of its parameters,
 * query, body and answer, with the status of a successful answer when it is not 200 (or 204 without a body).
 * The BFF registers it (`signedIn.get(endpoint, handler)`); a client calls the same path and parses with `response`.
 */
export type Endpoint = {
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

/** Declares an endpoint, checking its shape while keeping each schema's own type for the handler. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}
