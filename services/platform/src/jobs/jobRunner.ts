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

/** What one run under the job's lease did: `skipped` when another instance holds the lease. */
export type JobRunOutcome = { outcome: 'ran'; result: unknown } | { outcome: 'skipped' };

type LeaseDeps = { locks: ReturnType<typeof jobLocks>; clock: Clock; owner: string };

/** Runs a job once if its lease can be taken, and releases the lease after; a failure of the job is thrown. */
async function runUnderLease(deps: LeaseDeps, job: Job): Promise<JobRunOutcome> {
  if (!(await deps.locks.tryAcquire(job.name, deps.owner, deps.clock.now(), job.leaseMs))) {
    return { outcome: 'skipped' };
  }
  try {
    return { outcome: 'ran', result: await job.run() };
  } finally {
    await deps.locks.release(job.name, deps.owner, deps.clock.now());
  }
}

function defaultOwner(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/** One run of one job under its lease, for a command (a Kubernetes CronJob) rather than the in-process scheduler. */
export function runJobOnce(
  deps: { dataSource: DataSource; clock: Clock; owner?: string },
  job: Job,
): Promise<JobRunOutcome> {
  return runUnderLease(
    { locks: jobLocks(deps.dataSource), clock: deps.clock, owner: deps.owner ?? defaultOwner() },
    job,
  );
}

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
  const lease: LeaseDeps = {
    locks: jobLocks(deps.dataSource),
    clock: deps.clock,
    owner: deps.owner ?? defaultOwner(),
  };
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];

  const runOnce = (name: string): Promise<boolean> => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) return Promise.reject(new Error(`Unknown job ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = runUnderLease(lease, job)
      .then((done) => done.outcome === 'ran')
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
