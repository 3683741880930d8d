import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

/**
 * Issue 35: the dashboard's open items and the report's unpaid rent add up the due items of a date window from the
 * index alone (organization and due day, then what is due, what was received and the day of the last amount).
 */
export class AddOpenItemStatisticsIndex1801000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, 'rent_payments', [
      index('idx_rent_payments_due_amounts', [
        'organization_id',
        'due_date',
        'paid_at',
        'amount_due_cents',
        'paid_cents',
      ]),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_due_amounts');
  }
}
