import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { SHIPPED_HEALTH_INDEX } from '../data/shippedHealthIndex';
import { pointsOf } from '../domain/healthIndex';

export class CreateRentIndexation1796100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'health_index_months',
        columns: [
          { name: 'month', type: 'varchar', length: '7', isPrimary: true },
          { name: 'points', type: 'int' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // A UTC datetime literal both SQLite and MySQL/MariaDB read.
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    const rows = SHIPPED_HEALTH_INDEX.map(([month, value]) => [month, pointsOf(value), now]);
    await queryRunner.query(
      `INSERT INTO health_index_months (month, points, created_at) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rent_indexations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36' },
          { name: 'request_date', type: 'date' },
          { name: 'anniversary_date', type: 'date' },
          { name: 'region', type: 'varchar', length: '16' },
          { name: 'rule', type: 'varchar', length: '32' },
          { name: 'epc_label', type: 'varchar', length: '2', isNullable: true },
          { name: 'base_rent_cents', type: 'bigint' },
          { name: 'old_rent_cents', type: 'bigint' },
          { name: 'new_rent_cents', type: 'bigint' },
          { name: 'increase_cents', type: 'bigint' },
          { name: 'base_index_month', type: 'varchar', length: '7' },
          { name: 'base_index_points', type: 'int' },
          { name: 'new_index_month', type: 'varchar', length: '7' },
          { name: 'new_index_points', type: 'int' },
          { name: 'correction', type: 'text', isNullable: true },
          { name: 'retroactive_months', type: 'int' },
          { name: 'retroactive_from_month', type: 'varchar', length: '7', isNullable: true },
          { name: 'retroactive_amount_cents', type: 'bigint' },
          { name: 'letter_document_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'letter_sent_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // One indexation per lease year: the anniversary it is for is unique per contract.
    await queryRunner.createIndex(
      'rent_indexations',
      new TableIndex({
        name: 'uq_rent_indexations_contract_anniversary',
        columnNames: ['organization_id', 'contract_id', 'anniversary_date'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_indexations');
    await queryRunner.dropTable('health_index_months');
  }
}
