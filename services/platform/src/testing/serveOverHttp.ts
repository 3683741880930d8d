import crypto from 'node:crypto';
import type { RpcApi } from '../rpc/types';
import { serveAreasOverHttp } from './serveAreasOverHttp';

/** Serves a service interface on a free loopback port, as `<name>/src/server.ts` does, for tests of the HTTP client. */
export async function serveOverHttp(
  api: RpcApi,
): Promise<{ baseUrl: string; token: string; close(): Promise<void> }> {
  const token = crypto.randomBytes(32).toString('hex');
  return { token, ...(await serveAreasOverHttp({ main: api }, token)) };
}
