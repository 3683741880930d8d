import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

/** Issue 35: the statistics add up the expenses of a window per month, category, flag and property from the index alone. */
export class AddExpenseStatisticsIndex1799350000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, 'expenses', [
      index('idx_expenses_organization_date_amount', [
        'organization_id',
        'expense_date',
        'category',
        'recoverable',
        'property_id',
        'amount_cents',
      ]),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('expenses', 'idx_expenses_organization_date_amount');
  }
}
