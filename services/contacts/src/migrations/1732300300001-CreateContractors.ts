import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateContractors1732300300001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contractors',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'first_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'last_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'company_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'vat_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'specialty', type: 'varchar', length: '32' },
          { name: 'hourly_rate_cents', type: 'bigint', isNullable: true },
          { name: 'email', type: 'varchar', length: '320', isNullable: true },
          { name: 'phone', type: 'varchar', length: '40', isNullable: true },
          { name: 'address', type: 'varchar', length: '300', isNullable: true },
          { name: 'rating', type: 'int', isNullable: true },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'sort_name', type: 'varchar', length: '210' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'contractors',
      new TableIndex({
        name: 'idx_contractors_organization_sort',
        columnNames: ['organization_id', 'sort_name'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contractors');
  }
}
