import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateRentRequestSends1764000200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rent_request_sends',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'rent_payment_id', type: 'varchar', length: '36' },
          { name: 'sent_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rent_request_sends',
      new TableIndex({
        name: 'uq_rent_request_sends_item',
        columnNames: ['organization_id', 'rent_payment_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_request_sends');
  }
}
