import http from 'node:http';
import type { Logger } from '../logger';
import { createServiceHttpServer } from './serviceHttpServer';
import type { RpcApi } from './types';

/**
 * One service with several area APIs behind one address: `/rpc/:method` is the main API, `/<area>/rpc/:method`
 * an area's (an area's client takes `<SERVICE_URL>/<area>` as its base URL). Areas keep their own method names,
 * so two areas may both have `exportOrganizationData`.
 */
export function createServiceAreasHttpServer(
  main: RpcApi,
  areas: Record<string, RpcApi>,
  options: { token: string; logger: Logger },
): http.Server {
  const mainServer = createServiceHttpServer(main, options);
  const areaServers = new Map(
    Object.entries(areas).map(([area, api]) => [area, createServiceHttpServer(api, options)]),
  );
  return http.createServer((request, response) => {
    const match = /^\/([A-Za-z]+)(\/rpc\/.*)$/.exec(request.url ?? '');
    const areaServer = match?.[1] ? areaServers.get(match[1]) : undefined;
    if (areaServer && match?.[2]) {
      request.url = match[2];
      areaServer.emit('request', request, response);
      return;
    }
    mainServer.emit('request', request, response);
  });
}
