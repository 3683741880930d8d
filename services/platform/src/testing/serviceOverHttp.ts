import { afterAll, beforeAll } from 'vitest';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import type { HttpServiceClientOptions } from '../rpc/httpServiceClient';
import type { RpcApi } from '../rpc/types';
import { serveOverHttp } from './serveOverHttp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export type ServiceOverHttpOptions<TInProcess, TClient> = {
  modules: ServiceDatabaseModule[];
  /** The in-process API on the test database. */
  inProcess(database: TestDatabase): TInProcess;
  /** The HTTP client under test, from the served address (and the in-process API for what stays in process). */
  client(remote: HttpServiceClientOptions, inProcess: NoInfer<TInProcess>): TClient;
};

/** What a suite of a service's HTTP client uses; set before its first test. */
export type ServiceOverHttp<TInProcess, TClient> = {
  database: TestDatabase;
  inProcess: TInProcess;
  /** Where it is served, with its token. */
  remote: HttpServiceClientOptions;
  overHttp: TClient;
};

/**
 * For the `describe` of a service's HTTP client: before its tests, a fresh test database, the in-process API on it
 * served on a loopback port (as the service's `server.ts` does) and the client; after them, all of it gone. An
 * in-process API that is not an RpcApi (identity, billing: positional arguments) says what is `served`.
 */
export function serviceOverHttp<TInProcess, TClient>(
  options: ServiceOverHttpOptions<TInProcess, TClient> & { served(inProcess: NoInfer<TInProcess>): RpcApi },
): ServiceOverHttp<TInProcess, TClient>;
export function serviceOverHttp<TInProcess extends RpcApi, TClient>(
  options: ServiceOverHttpOptions<TInProcess, TClient>,
): ServiceOverHttp<TInProcess, TClient>;
export function serviceOverHttp<TInProcess, TClient>(
  options: ServiceOverHttpOptions<TInProcess, TClient> & { served?(inProcess: TInProcess): RpcApi },
): ServiceOverHttp<TInProcess, TClient> {
  const service = {} as ServiceOverHttp<TInProcess, TClient>;
  let served: Awaited<ReturnType<typeof serveOverHttp>> | undefined;
  beforeAll(async () => {
    service.database = await createTestDatabase(options.modules);
    service.inProcess = options.inProcess(service.database);
    // Without `served`, the second signature has checked that the in-process API is an RpcApi.
    served = await serveOverHttp(options.served?.(service.inProcess) ?? (service.inProcess as RpcApi));
    service.remote = { baseUrl: served.baseUrl, token: served.token };
    service.overHttp = options.client(service.remote, service.inProcess);
  });
  afterAll(async () => {
    await served?.close();
    await service.database?.drop();
  });
  return service;
}
