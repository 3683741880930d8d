// Child processes of the bench (servers under test): started with tsx, awaited over HTTP, always stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Server = {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();
let shuttingDown = false;
const OUTPUT_LIMIT = 20_000;

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child)) {
    running.delete(child);
    return;
  }
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await done;
  clearTimeout(timer);
  running.delete(child);
}

/** Stops every child still running (normal end, failure, Ctrl-C). */
export async function stopAllChildren(): Promise<void> {
  shuttingDown = true;
  await Promise.all([...running].map(stopChild));
}

/** Last resort on a synchronous exit: no waiting possible, so SIGKILL whatever is left. */
process.on('exit', () => {
  for (const child of running) if (!exited(child)) child.kill('SIGKILL');
});

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node --import tsx <file>` with extra environment and waits until `readyPath` answers 2xx.
 * Output is kept (not printed) so a server that fails to start can be explained.
 */
export async function startServer(options: {
  name: string;
  file: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<Server> {
  if (shuttingDown) throw new Error(`not starting ${options.name}: the bench is shutting down`);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.file], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: Server = {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    child,
    output: () => output,
    stop: () => stopChild(child),
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited(child)) break;
    if (await isUp(server.url + options.readyPath)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  const why = exited(child) ? `exited with ${child.exitCode ?? child.signalCode}` : 'did not answer in time';
  throw new Error(
    `${options.name} ${why} (${server.url}${options.readyPath}). Its output:\n${output.trim().split('\n').slice(-30).join('\n')}`,
  );
}

/** First free loopback port in [from, to] that is not in `taken`. */
export async function freePort(from: number, to: number, taken: number[] = []): Promise<number> {
  const net = await import('node:net');
  for (let port = from; port <= to; port += 1) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}
