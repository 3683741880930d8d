import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateProperties1732300200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'properties',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'url_code', type: 'varchar', length: '16', isUnique: true },
          { name: 'street', type: 'varchar', length: '200' },
          { name: 'house_number', type: 'varchar', length: '20' },
          { name: 'bus', type: 'varchar', length: '20', isNullable: true },
          { name: 'postal_code', type: 'varchar', length: '10' },
          { name: 'city', type: 'varchar', length: '100' },
          { name: 'country', type: 'varchar', length: '2' },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'rent_cents', type: 'bigint', isNullable: true },
          { name: 'description', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'occupancy', type: 'varchar', length: '16' },
          { name: 'is_favourite', type: 'boolean', default: false },
          { name: 'latitude', type: 'double', isNullable: true },
          { name: 'longitude', type: 'double', isNullable: true },
          // Millisecond precision keeps "newest first" stable for rows created within one second.
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'properties',
      new TableIndex({
        name: 'idx_properties_organization_created',
        columnNames: ['organization_id', 'created_at', 'id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('properties');
  }
}
