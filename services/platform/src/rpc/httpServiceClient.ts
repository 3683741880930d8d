import { AppError, isAppErrorCode } from '../errors';
import type { RpcApi, RpcErrorBody } from './types';

export type HttpServiceClientOptions = {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
};

function toAppError(body: RpcErrorBody | null, status: number): AppError {
  const code = body?.error.code;
  if (code && isAppErrorCode(code)) {
    return new AppError(code, {
      messageKey: body.error.messageKey,
      params: body.error.params,
      ...(body.error.details ? { details: body.error.details } : {}),
    });
  }
  return new AppError(status === 503 ? 'unavailable' : 'internal');
}

/**
 * The HTTP implementation of a service interface: `POST {baseUrl}/rpc/{method}` with `{ context, input }`.
 * Coded errors thrown by the remote service are re-thrown here unchanged, so callers cannot tell the difference.
 */
export function createHttpServiceClient<TApi extends RpcApi>(
  methods: readonly (keyof TApi & string)[],
  options: HttpServiceClientOptions,
): TApi {
  const client: Record<string, unknown> = {};
  for (const method of methods) {
    client[method] = async (context: unknown, input: unknown) => {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/rpc/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ context, input: input ?? null }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (cause) {
        throw new AppError('unavailable', { cause });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw toAppError(body as RpcErrorBody | null, response.status);
      return (body as { result: unknown }).result;
    };
  }
  return client as TApi;
}
