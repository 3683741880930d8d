import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, index } from '@immodesk/platform/migrations/columns';

/**
 * Issue 35: the hourly rent-schedule job reads where each contract's schedule reaches (the latest period start and
 * end per contract, over every organization): from index entries in contract order instead of a table scan and a
 * temporary table (the steady run of 10,000 leases went from 3.9 s to 1.5 s on a loaded MariaDB).
 */
export class AddRentScheduleScanIndexes1800800000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createIndexes(queryRunner, 'rent_payments', [
      index('idx_rent_payments_contract_reach', ['contract_id', 'period_start', 'period_end']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_contract_reach');
  }
}
