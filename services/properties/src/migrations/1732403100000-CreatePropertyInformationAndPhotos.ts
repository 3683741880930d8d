import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePropertyInformationAndPhotos1732403100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'property_information',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'property_id', type: 'varchar', length: '36' },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'general_json', type: 'text' },
          { name: 'financial_json', type: 'text' },
          { name: 'insurances_json', type: 'text' },
          { name: 'epc_label', type: 'varchar', length: '2', isNullable: true },
          { name: 'epc_certification_date', type: 'date', isNullable: true },
          { name: 'epc_expiration_date', type: 'date', isNullable: true },
          { name: 'epc_consumption', type: 'int', isNullable: true },
          { name: 'epc_co2_emissions', type: 'int', isNullable: true },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'property_information',
      new TableIndex({
        name: 'uq_property_information_organization_property',
        columnNames: ['organization_id', 'property_id'],
        isUnique: true,
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'property_photos',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'property_id', type: 'varchar', length: '36' },
          { name: 'file_name', type: 'varchar', length: '255' },
          { name: 'mime_type', type: 'varchar', length: '32' },
          { name: 'size_bytes', type: 'bigint' },
          { name: 'width', type: 'int', isNullable: true },
          { name: 'height', type: 'int', isNullable: true },
          { name: 'storage_key', type: 'varchar', length: '255' },
          { name: 'thumbnail_key', type: 'varchar', length: '255' },
          { name: 'is_primary', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'property_photos',
      new TableIndex({
        name: 'idx_property_photos_organization_property',
        columnNames: ['organization_id', 'property_id', 'created_at'],
      }),
    );
    // The list joins each property's primary photo.
    await queryRunner.createIndex(
      'property_photos',
      new TableIndex({
        name: 'idx_property_photos_property_primary',
        columnNames: ['property_id', 'is_primary'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('property_photos');
    await queryRunner.dropTable('property_information');
  }
}
