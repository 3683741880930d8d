import type { Server } from 'node:http';
import net from 'node:net';
import type { DataSource } from 'typeorm';
import type { JobRunner } from '@immodesk/platform/jobs/jobRunner';
import type { Logger } from '@immodesk/platform/logger';

const IDLE_GRACE_MS = 1_000;

export type ShutdownDeps = {
  server: Server;
  jobs: JobRunner;
  /** Jobs to run once more after the last request, so what those requests queued leaves (the outbox). */
  flushJobs: readonly string[];
  closeResources: () => Promise<void>;
  dataSource: DataSource;
  logger: Logger;
  /** How long in-flight requests may take before their connections are cut. */
  timeoutMs: number;
};

/**
 * SIGTERM (a rolling update, a scale-down): stop accepting connections, let every request already accepted finish
 * (bounded by `timeoutMs`), stop the job timers and wait for running jobs, which release their leases, deliver what
 * the last requests queued, then close Chromium and the database pool.
 */
export async function shutDownGracefully(deps: ShutdownDeps): Promise<void> {
  const { server, logger } = deps;
  logger.info({ timeoutMs: deps.timeoutMs }, 'shutting down: no new connections, finishing requests');
  // Responses from now on close their connection, so clients open their next one to another replica.
  server.on('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  // net.Server's close stops listening only; http.Server's would also close at once every connection whose request
  // has not been read yet.
  const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  // A connection with no request in progress counts as idle, also one whose request is still arriving: close idle
  // keep-alive connections only after a short grace, in which requests already sent are read and served.
  let idleSweep: NodeJS.Timeout | undefined;
  const grace = setTimeout(() => {
    idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  }, IDLE_GRACE_MS);
  const cutOff = setTimeout(() => {
    logger.warn('shutting down: requests still running at the time limit are cut off');
    server.closeAllConnections();
  }, deps.timeoutMs);
  await closed;
  clearTimeout(grace);
  clearInterval(idleSweep);
  clearTimeout(cutOff);
  await deps.jobs.stop();
  for (const name of deps.flushJobs) await deps.jobs.runOnce(name);
  await deps.closeResources();
  await deps.dataSource.destroy();
  logger.info('shut down');
}
