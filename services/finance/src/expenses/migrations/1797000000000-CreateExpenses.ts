import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateExpenses1797000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'expenses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'property_id', type: 'varchar', length: '36' },
          { name: 'category', type: 'varchar', length: '32' },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'expense_date', type: 'date' },
          { name: 'contractor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'document_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'description', type: 'varchar', length: '500', isNullable: true },
          { name: 'recoverable', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'expenses',
      new TableIndex({
        name: 'idx_expenses_organization_date',
        columnNames: ['organization_id', 'expense_date'],
      }),
    );
    await queryRunner.createIndex(
      'expenses',
      new TableIndex({
        name: 'idx_expenses_organization_property',
        columnNames: ['organization_id', 'property_id', 'expense_date'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('expenses');
  }
}
