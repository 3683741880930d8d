import crypto from 'node:crypto';
import os from 'node:os';
import type { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { Clock } from '../ports/clock';
import { jobLocks } from './jobLocks';

export type Job = {
  name: string;
  intervalMs: number;
  /** Longer than one run can take; a crashed holder's lease expires after it. */
  leaseMs: number;
  run(): Promise<unknown>;
};

export type JobRunner = {
  /** Runs one job now if this instance gets its lease; false when another instance holds it. */
  runOnce(name: string): Promise<boolean>;
  stop(): Promise<void>;
};

/** Runs background jobs on intervals in this process, each under a database lease (safe with many instances). */
export function startJobRunner(
  deps: { dataSource: DataSource; clock: Clock; logger: Logger; owner?: string },
  jobs: Job[],
  options: { schedule?: boolean } = {},
): JobRunner {
  const owner = deps.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const locks = jobLocks(deps.dataSource);
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];

  const runOnce = (name: string): Promise<boolean> => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) return Promise.reject(new Error(`Unknown job ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = (async () => {
      if (!(await locks.tryAcquire(job.name, owner, deps.clock.now(), job.leaseMs))) return false;
      try {
        await job.run();
      } finally {
        await locks.release(job.name, owner, deps.clock.now());
      }
      return true;
    })()
      .catch((error: unknown) => {
        deps.logger.error({ err: error, job: name }, 'job failed');
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };

  if (options.schedule !== false) {
    for (const job of jobs) {
      const timer = setInterval(() => void runOnce(job.name), job.intervalMs);
      timer.unref();
      timers.push(timer);
    }
  }

  return {
    runOnce,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
