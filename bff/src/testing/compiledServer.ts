import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { REPOSITORY_ROOT } from '../paths';

/** The compiled server (`npm run build:server`), run by tests as production runs it: plain node. */
export const SERVER_DIR = path.join(REPOSITORY_ROOT, 'dist/server');

export function buildCompiledServer(): void {
  const build = spawnSync(process.execPath, [path.join(REPOSITORY_ROOT, 'scripts/build-server.mjs')], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stderr}`);
}

export function temporaryDir(prefix: string, cleanups: (() => void)[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The environment of a compiled process on a data directory: SQLite there unless `DATABASE_URL` is given. */
export function serverEnvironment(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra };
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return env;
}

export function runCompiledCommand(file: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, [path.join(SERVER_DIR, file), ...args], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stdout.trim().split('\n');
  const jsonLine = [...lines].reverse().find((line) => line.startsWith('{')) ?? '{}';
  return {
    status: result.status,
    lines,
    json: JSON.parse(jsonLine) as Record<string, unknown>,
    stderr: result.stderr,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type CompiledServer = { port: number; origin: string; child: ChildProcess };

/** Starts `node dist/server/main.js` on a loopback port and waits for `/api/health/database`. */
export async function startCompiledServer(
  env: NodeJS.ProcessEnv,
  children: ChildProcess[],
  port?: number,
): Promise<CompiledServer> {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [path.join(SERVER_DIR, 'main.js')], {
    env: { PUBLIC_URL: origin, ...env, PORT: String(listenPort), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  children.push(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health/database`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { port: listenPort, origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the compiled server did not become healthy');
}

/** Runs one statement on a data directory's SQLite file, as an operator's SQL client would. */
export async function querySqlite<T>(dir: string, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const database = new DataSource({ type: 'better-sqlite3', database: path.join(dir, 'immodesk.sqlite') });
  await database.initialize();
  try {
    return (await database.query(sql, parameters)) as T[];
  } finally {
    await database.destroy();
  }
}
