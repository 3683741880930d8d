import { createHttpServiceClient, type HttpServiceClientOptions } from './httpServiceClient';
import type { RpcApi } from './types';

/**
 * A service interface whose methods take any arguments (a session token, an organization id, a context and a
 * client…), not only `(context, input)`: identity and billing, which were shaped for the BFF process first. Over
 * HTTP the arguments travel as the RPC input, and Dates, Buffers and `undefined` arguments keep their type
 * (plain JSON would turn a Date into a string), so callers get the same values as in process. Only methods
 * that return a Promise can be served this way.
 */
type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The RPC request's context when the method's own arguments carry the caller (or none is needed). */
const TRANSPORT_CONTEXT = { organizationId: 'rpc', userId: 'rpc' };

type Tagged = { $date: string } | { $bytes: string } | { $undefined: true };

function encode(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() } satisfies Tagged;
  if (Buffer.isBuffer(value)) return { $bytes: value.toString('base64') } satisfies Tagged;
  if (Array.isArray(value))
    return value.map((item) => (item === undefined ? ({ $undefined: true } satisfies Tagged) : encode(item)));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== 'object') return value;
  if ('$date' in value && typeof value.$date === 'string') return new Date(value.$date);
  if ('$bytes' in value && typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
  if ('$undefined' in value) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
}

/** The server side: `api`'s methods as an RpcApi for createServiceHttpServer (the input is the argument list). */
export function positionalRpcApi<TApi, TMethod extends keyof TApi & string>(
  api: TApi & Record<TMethod, AsyncMethod>,
  methods: readonly TMethod[],
): RpcApi {
  return Object.fromEntries(
    methods.map((method) => [
      method,
      async (_context: unknown, input: unknown) => {
        const args = decode(input);
        const handler = api[method] as unknown as (...args: unknown[]) => Promise<unknown>;
        return encode(await handler(...(Array.isArray(args) ? args : [])));
      },
    ]),
  );
}

/** The client side: `methods` of the interface, each a `POST /rpc/<method>` to a server made with positionalRpcApi. */
export function createHttpPositionalClient<TApi, TMethod extends keyof TApi & string>(
  methods: readonly TMethod[],
  options: HttpServiceClientOptions,
): Pick<TApi, TMethod> {
  const rpc = createHttpServiceClient<RpcApi>(methods, options);
  const client: Record<string, unknown> = {};
  for (const method of methods) {
    client[method] = async (...args: unknown[]) =>
      decode(await rpc[method]?.(TRANSPORT_CONTEXT, encode(args) as never));
  }
  return client as Pick<TApi, TMethod>;
}

/** The named methods of an in-process API: those that stay in this process while the rest goes over HTTP. */
export function pickMethods<TApi, TMethod extends keyof TApi>(
  api: TApi,
  methods: readonly TMethod[],
): Pick<TApi, TMethod> {
  return Object.fromEntries(methods.map((method) => [method, api[method]])) as Pick<TApi, TMethod>;
}
