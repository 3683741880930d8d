import crypto from 'node:crypto';
import http from 'node:http';
import { z } from 'zod';
import { isAppError } from '../errors';
import type { Logger } from '../logger';
import type { RpcApi, RpcErrorBody } from './types';

const ZRpcRequest = z.object({
  context: z.object({ organizationId: z.string().min(1), userId: z.string().min(1) }),
  input: z.unknown(),
});

const MAX_BODY_BYTES = 1_000_000;

function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Serves a service interface over HTTP for the BFF's HTTP client (`POST /rpc/:method`, `GET /health`). */
export function createServiceHttpServer(
  api: RpcApi,
  options: { token: string; logger: Logger },
): http.Server {
  return http.createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/health') return send(response, 200, { ok: true });
      const match = /^\/rpc\/([A-Za-z]+)$/.exec(request.url ?? '');
      const method = match?.[1];
      if (request.method !== 'POST' || !method || !Object.hasOwn(api, method))
        return send(response, 404, {
          error: { code: 'not_found', messageKey: 'errors.notFound', params: {} },
        });
      const auth = request.headers.authorization ?? '';
      if (!tokensMatch(auth.replace(/^Bearer /, ''), options.token))
        return send(response, 401, {
          error: { code: 'unauthenticated', messageKey: 'errors.unauthenticated', params: {} },
        });
      const parsed = ZRpcRequest.safeParse(await readJson(request).catch(() => null));
      if (!parsed.success)
        return send(response, 400, {
          error: { code: 'validation_error', messageKey: 'errors.validation', params: {} },
        });
      try {
        const handler = api[method] as (context: unknown, input: unknown) => Promise<unknown>;
        const result = await handler(parsed.data.context, parsed.data.input ?? undefined);
        send(response, 200, { result: result ?? null });
      } catch (error) {
        if (isAppError(error)) {
          const body: RpcErrorBody = {
            error: {
              code: error.code,
              messageKey: error.messageKey,
              params: error.params,
              ...(error.details ? { details: error.details } : {}),
            },
          };
          return send(response, error.code === 'not_found' ? 404 : 422, body);
        }
        options.logger.error({ err: error, method }, 'service call failed');
        send(response, 500, { error: { code: 'internal', messageKey: 'errors.internal', params: {} } });
      }
    })();
  });
}
