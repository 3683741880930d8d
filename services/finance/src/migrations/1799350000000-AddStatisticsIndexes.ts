import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

/**
 * Issue 35: the statistics add up the amounts received per month and property, and per due item up to a day, from
 * the index alone (organization and day, or organization and item, then the item and the amount), never a row read.
 */
export class AddStatisticsIndexes1799350000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, 'payment_allocations', [
      index('idx_payment_allocations_received_amount', [
        'organization_id',
        'received_on',
        'rent_payment_id',
        'amount_cents',
      ]),
      index('idx_payment_allocations_item_received', [
        'organization_id',
        'rent_payment_id',
        'received_on',
        'amount_cents',
      ]),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('payment_allocations', 'idx_payment_allocations_item_received');
    await queryRunner.dropIndex('payment_allocations', 'idx_payment_allocations_received_amount');
  }
}
