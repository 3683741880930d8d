import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, index } from '@immodesk/platform/migrations/columns';

/** Fixed-window request counters shared by every BFF instance (see rateLimit/rateLimitStore.ts). */
export class CreateRateLimits1732300000003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'rate_limits', {
      columns: [
        column.varchar('bucket', 200, { isPrimary: true }),
        column.int('hits'),
        column.datetime('expires_at'),
      ],
      indexes: [index('idx_rate_limits_expires', ['expires_at'])],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rate_limits');
  }
}
