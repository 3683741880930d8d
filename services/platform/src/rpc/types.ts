import type { RequestContext } from '../context';

/**
 * A domain service's interface as the BFF sees it: every method takes the caller's context and one
 * JSON-serialisable input and resolves to a JSON-serialisable result, so the same interface can be
 * served in-process or over HTTP.
 */
export type RpcMethod = (context: RequestContext, input: never) => Promise<unknown>;
export type RpcApi = Record<string, RpcMethod>;

export type RpcErrorBody = {
  error: {
    code: string;
    messageKey: string;
    params: Record<string, string | number>;
    details?: Record<string, unknown>;
  };
};
