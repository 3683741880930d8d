// The bench servers must run the Koa the BFF runs (Koa 3 in bff/node_modules), not the Koa 2 some tool hoisted
// to the root node_modules, so it is resolved from the BFF's package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type KoaType from 'koa';
import { REPOSITORY_ROOT } from './children';

const fromBff = createRequire(path.join(REPOSITORY_ROOT, 'bff/package.json'));

export function koaVersion(): string {
  const manifest = fromBff.resolve('koa/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export async function loadKoa(): Promise<typeof KoaType> {
  const module = (await import(pathToFileURL(fromBff.resolve('koa')).href)) as { default: typeof KoaType };
  return module.default;
}

/** Listens on loopback, tells the parent it is ready, and closes on SIGTERM/SIGINT. */
export function serve(app: KoaType, onClose: () => Promise<void> = async () => undefined): void {
  const server = app.listen(Number(process.env.PORT), '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  const shutdown = () => {
    server.close(() => void onClose().finally(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
