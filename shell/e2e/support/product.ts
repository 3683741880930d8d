import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { repoRoot } from './paths';

export type ProductInstance = {
  baseURL: string;
  port: number;
  stop: () => Promise<void>;
  output: () => string;
};

export type ProductOptions = {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts the product exactly as a user does (`npm start` runs scripts/start.mjs) on a loopback port. */
export async function startProduct(options: ProductOptions): Promise<ProductInstance> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [resolve(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/database`);
      if (response.ok) return { baseURL, port, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The product did not become healthy on port ${port}:\n${output}`);
}
