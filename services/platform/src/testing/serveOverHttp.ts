import crypto from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logger';
import { createServiceHttpServer } from '../rpc/serviceHttpServer';
import type { RpcApi } from '../rpc/types';

/** Serves a service interface on a free loopback port, as `<name>/src/server.ts` does, for tests of the HTTP client. */
export async function serveOverHttp(
  api: RpcApi,
): Promise<{ baseUrl: string; token: string; close(): Promise<void> }> {
  const token = crypto.randomBytes(32).toString('hex');
  const server: http.Server = createServiceHttpServer(api, {
    token,
    logger: createLogger({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
