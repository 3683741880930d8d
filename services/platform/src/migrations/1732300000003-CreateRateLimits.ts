import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Fixed-window request counters shared by every BFF instance (see rateLimit/rateLimitStore.ts). */
export class CreateRateLimits1732300000003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'bucket', type: 'varchar', length: '200', isPrimary: true },
          { name: 'hits', type: 'int' },
          { name: 'expires_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rate_limits',
      new TableIndex({ name: 'idx_rate_limits_expires', columnNames: ['expires_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limits');
  }
}
