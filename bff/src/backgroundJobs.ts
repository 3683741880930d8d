import type { AppConfig } from '@immodesk/platform/config';
import { startJobRunner, type Job, type JobRunner } from '@immodesk/platform/jobs/jobRunner';
import type { Logger } from '@immodesk/platform/logger';
import { deliverPendingMail } from '@immodesk/platform/ports/mail/mailDelivery';
import { purgeOldMail } from '@immodesk/platform/ports/mail/purgeOldMail';
import type { Services } from './composition';
import { advanceContractDates } from './use-cases/advanceContractDates';
import { generateRentSchedules } from './use-cases/generateRentSchedules';
import { remindIndexations } from './use-cases/remindIndexations';
import { notifyRentReceived } from './use-cases/notifyRentReceived';
import { remindOverdueRent } from './use-cases/remindOverdueRent';
import { sendDueRentRequests } from './use-cases/sendDueRentRequests';
import { updateHealthIndex } from './use-cases/updateHealthIndex';

/** Every job's name: the CronJobs of infra/k8s and the values JOBS may list. */
export const JOB_NAMES = [
  'mail-delivery',
  'mail-purge',
  'document-file-deletions',
  'contract-dates',
  'rent-schedule',
  'rent-overdue',
  'rent-received',
  'indexation-reminders',
  'health-index',
  'rent-requests',
] as const;

export type JobName = (typeof JOB_NAMES)[number];

/** The jobs this process schedules on its own timers, per JOBS (`on`, `off` or a list of names). */
export function scheduledJobNames(setting: string): string[] {
  if (setting === 'on') return [...JOB_NAMES];
  if (setting === 'off') return [];
  const names = setting.split(',');
  const unknown = names.filter((name) => !(JOB_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`JOBS names unknown jobs (${unknown.join(', ')}); the jobs are: ${JOB_NAMES.join(', ')}`);
  }
  return names;
}

/**
 * Every scheduled job of the product. The embedded default runs them on intervals inside the BFF process
 * (`startBackgroundJobs`); a deployment on Kubernetes runs each as a CronJob through `node dist/server/jobs.js
 * <name>` and starts the BFF with `JOBS=mail-delivery` (see infra/k8s). Each run is idempotent and takes the job's database lease.
 */
export function backgroundJobs(
  services: Services,
  config: AppConfig,
  logger: Logger,
): (Job & { name: JobName })[] {
  return [
    {
      name: 'mail-delivery',
      intervalMs: config.MAIL_DELIVERY_INTERVAL_MS,
      leaseMs: 10 * 60_000,
      run: () =>
        deliverPendingMail({
          dataSource: services.dataSource,
          clock: services.clock,
          transport: services.mailTransport,
          storage: services.storage,
          logger,
        }),
    },
    {
      name: 'mail-purge',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => purgeOldMail({ dataSource: services.dataSource, clock: services.clock }),
    },
    // Stored files whose delete failed (the store was down) are deleted again until they are gone.
    {
      name: 'document-file-deletions',
      intervalMs: 5 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => services.documentFiles.retryFileDeletions(),
    },
    {
      name: 'contract-dates',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => advanceContractDates({ ...services, logger }),
    },
    {
      name: 'rent-schedule',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => generateRentSchedules(services),
    },
    {
      name: 'rent-overdue',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => remindOverdueRent({ ...services, logger }),
    },
    // Issue 31: rent paid in full, told by e-mail, push and SMS as each landlord's preferences say.
    {
      name: 'rent-received',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => notifyRentReceived(services),
    },
    {
      name: 'indexation-reminders',
      intervalMs: 6 * 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => remindIndexations({ ...services, logger }),
    },
    // At least daily (issue 25): Statbel publishes a month at its end. Every 6 hours, because a timer starts at
    // boot and a process redeployed more often than daily would otherwise never check; a run with nothing new
    // changes nothing.
    {
      name: 'health-index',
      intervalMs: 6 * 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => updateHealthIndex({ ...services, logger, source: config.HEALTH_INDEX_SOURCE_URL }),
    },
    // Per the automation settings: each due item's rent request mailed once, N days before its due date.
    {
      name: 'rent-requests',
      intervalMs: 60 * 60_000,
      leaseMs: 10 * 60_000,
      run: () => sendDueRentRequests({ ...services, logger }),
    },
  ];
}

/**
 * Background jobs of the BFF process, each under a database lease so several instances never double up. `only`
 * restricts the timers to some jobs (JOBS); `schedule: false` starts none (tests run jobs with `runOnce`).
 */
export function startBackgroundJobs(
  services: Services,
  config: AppConfig,
  logger: Logger,
  options: { schedule?: boolean; only?: readonly string[] } = {},
): JobRunner {
  const jobs = backgroundJobs(services, config, logger);
  const { only } = options;
  return startJobRunner(
    { dataSource: services.dataSource, clock: services.clock, logger },
    only ? jobs.filter((job) => only.includes(job.name)) : jobs,
    options,
  );
}
