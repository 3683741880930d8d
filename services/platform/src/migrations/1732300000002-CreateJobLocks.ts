import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** One row per background job: the instance holding the lease runs it (see jobs/jobLocks.ts). */
export class CreateJobLocks1732300000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_locks',
        columns: [
          { name: 'name', type: 'varchar', length: '100', isPrimary: true },
          { name: 'locked_until', type: 'datetime' },
          { name: 'owner', type: 'varchar', length: '100' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('job_locks');
  }
}
