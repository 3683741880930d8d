import path from 'node:path';
import { freePort, REPOSITORY_ROOT, startServer } from './children';
import { productionBffEnv } from './productionEnv';

export type ProductionBff = { url: string; stop(): Promise<void> };

/** The BFF as in production (SES emulator, random secret) on a free loopback port of `ports`, on the given database. */
export async function startProductionBff(
  databaseEnv: Record<string, string>,
  ports: { from: number; to: number },
  nodeArgs: string[] = [],
): Promise<ProductionBff> {
  const port = await freePort(ports.from, ports.to);
  const production = await productionBffEnv(port);
  const server = await startServer({
    name: 'BFF',
    file: path.join(REPOSITORY_ROOT, 'bff/src/main.ts'),
    port,
    nodeArgs,
    env: { ...databaseEnv, ...production.env },
    readyPath: '/api/health/database',
  }).catch(async (error: unknown) => {
    await production.close();
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await production.close();
    },
  };
}

/** Signs in through the API; answers the session cookie to send with each measured request. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('immodesk_session='));
  if (!response.ok || !cookie) throw new Error(`login answered ${response.status}`);
  return cookie.split(';')[0] ?? cookie;
}
