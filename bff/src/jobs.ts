// `node dist/server/jobs.js <job>` (or `npm run job -- <job>` from the sources): runs one scheduled job once under
// its database lease and prints one JSON line. Exit 0 when it ran or another instance held the lease, 1 when it
// failed, 2 for an unknown job. Kubernetes runs each job this way as a CronJob (infra/k8s).
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { runJobOnce } from '@immodesk/platform/jobs/jobRunner';
import { createLogger } from '@immodesk/platform/logger';
import { backgroundJobs } from './backgroundJobs';
import { createServices, databaseTarget, openDatabase } from './composition';

/** A job's result as JSON: counts and small summaries are printed, anything else is left out. */
function summaryOf(result: unknown): unknown {
  if (result === undefined || result === null) return null;
  try {
    const text = JSON.stringify(result);
    return text.length <= 2_000 ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

async function main(name: string | undefined): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const dataSource = await openDatabase(databaseTarget(config), { migrate: false });
  const services = createServices(config, dataSource, undefined, logger);
  const jobs = backgroundJobs(services, config, logger);
  const job = jobs.find((candidate) => candidate.name === name);
  const started = Date.now();
  try {
    if (!job) {
      console.log(JSON.stringify({ job: name ?? null, outcome: 'unknown', jobs: jobs.map((j) => j.name) }));
      return 2;
    }
    const run = await runJobOnce({ dataSource, clock: services.clock }, job);
    const durationMs = Date.now() - started;
    console.log(
      JSON.stringify(
        run.outcome === 'ran'
          ? { job: job.name, outcome: 'ran', durationMs, result: summaryOf(run.result) }
          : { job: job.name, outcome: 'skipped', durationMs, reason: 'lease held by another instance' },
      ),
    );
    return 0;
  } catch (error) {
    logger.error({ err: error, job: name }, 'job failed');
    const message = error instanceof Error ? error.message : String(error);
    console.log(
      JSON.stringify({ job: name, outcome: 'failed', durationMs: Date.now() - started, error: message }),
    );
    return 1;
  } finally {
    await services.pdf.close().catch(() => undefined);
    await dataSource.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
