import { column, tablesMigration } from '@immodesk/platform/migrations/columns';

/** One row per background job: the instance holding the lease runs it (see jobs/jobLocks.ts). */
export class CreateJobLocks1732300000002 extends tablesMigration({
  job_locks: {
    columns: [
      column.varchar('name', 100, { isPrimary: true }),
      column.datetime('locked_until'),
      column.varchar('owner', 100),
    ],
  },
}) {}
