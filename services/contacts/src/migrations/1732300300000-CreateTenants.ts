import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateTenants1732300300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tenants',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'entity_type', type: 'varchar', length: '16' },
          { name: 'first_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'last_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'company_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'vat_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'email', type: 'varchar', length: '320', isNullable: true },
          { name: 'phone', type: 'varchar', length: '40', isNullable: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'property_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'sort_name', type: 'varchar', length: '210' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'tenants',
      new TableIndex({
        name: 'idx_tenants_organization_sort',
        columnNames: ['organization_id', 'sort_name'],
      }),
    );
    await queryRunner.createIndex(
      'tenants',
      new TableIndex({
        name: 'idx_tenants_organization_property',
        columnNames: ['organization_id', 'property_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tenants');
  }
}
