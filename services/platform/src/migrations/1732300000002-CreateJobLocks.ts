import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable } from '@immodesk/platform/migrations/columns';

/** One row per background job: the instance holding the lease runs it (see jobs/jobLocks.ts). */
export class CreateJobLocks1732300000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'job_locks', {
      columns: [
        column.varchar('name', 100, { isPrimary: true }),
        column.datetime('locked_until'),
        column.varchar('owner', 100),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_locks');
  }
}
