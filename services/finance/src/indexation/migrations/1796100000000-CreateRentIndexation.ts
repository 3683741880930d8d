import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SHIPPED_HEALTH_INDEX } from '../data/shippedHealthIndex';
import { pointsOf } from '../domain/healthIndex';
import { column, createTable, nullable, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateRentIndexation1796100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'health_index_months', {
      columns: [
        column.varchar('month', 7, { isPrimary: true }),
        column.int('points'),
        column.instant('created_at'),
      ],
    });
    // A UTC datetime literal both SQLite and MySQL/MariaDB read.
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    const rows = SHIPPED_HEALTH_INDEX.map(([month, value]) => [month, pointsOf(value), now]);
    await queryRunner.query(
      `INSERT INTO health_index_months (month, points, created_at) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    await createTable(queryRunner, 'rent_indexations', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id'),
        column.date('request_date'),
        column.date('anniversary_date'),
        column.varchar('region', 16),
        column.varchar('rule', 32),
        column.varchar('epc_label', 2, nullable),
        column.bigint('base_rent_cents'),
        column.bigint('old_rent_cents'),
        column.bigint('new_rent_cents'),
        column.bigint('increase_cents'),
        column.varchar('base_index_month', 7),
        column.int('base_index_points'),
        column.varchar('new_index_month', 7),
        column.int('new_index_points'),
        column.text('correction', nullable),
        column.int('retroactive_months'),
        column.varchar('retroactive_from_month', 7, nullable),
        column.bigint('retroactive_amount_cents'),
        column.uuid('letter_document_id', nullable),
        column.instant('letter_sent_at', nullable),
        column.instant('created_at'),
      ],
      indexes: [
        // One indexation per lease year: the anniversary it is for is unique per contract.
        uniqueIndex('uq_rent_indexations_contract_anniversary', [
          'organization_id',
          'contract_id',
          'anniversary_date',
        ]),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_indexations');
    await queryRunner.dropTable('health_index_months');
  }
}
