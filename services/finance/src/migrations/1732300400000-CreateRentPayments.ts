import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateRentPayments1732300400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rent_payments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'property_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'tenant_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'period', type: 'varchar', length: '8' },
          { name: 'due_date', type: 'date' },
          { name: 'amount_due_cents', type: 'bigint' },
          { name: 'paid_cents', type: 'bigint', default: 0 },
          { name: 'paid_at', type: 'date', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({
        name: 'idx_rent_payments_organization_due',
        columnNames: ['organization_id', 'due_date'],
      }),
    );
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({
        name: 'idx_rent_payments_organization_contract',
        columnNames: ['organization_id', 'contract_id', 'period'],
      }),
    );
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({
        name: 'idx_rent_payments_organization_property',
        columnNames: ['organization_id', 'property_id', 'period'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_payments');
  }
}
