import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from './createTestApp';

export type LoopbackServer = { server: http.Server; port: number; url: string; close(): Promise<void> };

/** A real HTTP server on a free loopback port (for tests that need sockets, not supertest); `close` drops open connections. */
export async function listenOnLoopback(handler?: http.RequestListener): Promise<LoopbackServer> {
  const server = handler ? http.createServer(handler) : http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The test app behind a real loopback HTTP server (for raw-socket tests); `close` stops the server, then the app. */
export async function serveTestAppOnLoopback(options?: Parameters<typeof createTestApp>[0]) {
  const testApp = await createTestApp(options);
  const loopback = await listenOnLoopback(testApp.callback);
  const close = async () => {
    await loopback.close();
    await testApp.close();
  };
  return { testApp, server: loopback.server, port: loopback.port, close };
}
