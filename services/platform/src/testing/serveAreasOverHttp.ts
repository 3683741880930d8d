import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logger';
import { createServiceAreasHttpServer } from '../rpc/serviceAreasHttpServer';
import type { RpcApi } from '../rpc/types';

/**
 * Serves a service (its main API and its area APIs) on a free loopback port behind `token`, as its `server.ts`
 * does: for tests that run the BFF against services over HTTP.
 */
export async function serveAreasOverHttp(
  service: { main: RpcApi; areas?: Record<string, RpcApi> },
  token: string,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: http.Server = createServiceAreasHttpServer(service.main, service.areas ?? {}, {
    token,
    logger: createLogger({ level: 'silent' }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
