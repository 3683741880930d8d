import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * urlCodes become readable slugs (`kerkstraat-12-gent`), unique per organization instead of globally, so two
 * landlords may both have "kerkstraat-12-gent". Adds the indexes the list filters use.
 */
export class PropertyUrlCodePerOrganization1732403000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'properties',
      'url_code',
      new TableColumn({ name: 'url_code', type: 'varchar', length: '120', isUnique: false }),
    );
    await queryRunner.createIndex('properties', new TableIndex({ name: 'uq_properties_organization_url_code', columnNames: ['organization_id', 'url_code'], isUnique: true }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'idx_properties_organization_status', columnNames: ['organization_id', 'status', 'created_at', 'id'] }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'idx_properties_organization_rent', columnNames: ['organization_id', 'rent_cents'] }));
    await queryRunner.createIndex('properties', new TableIndex({ name: 'idx_properties_organization_type', columnNames: ['organization_id', 'type'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('properties', 'idx_properties_organization_type');
    await queryRunner.dropIndex('properties', 'idx_properties_organization_rent');
    await queryRunner.dropIndex('properties', 'idx_properties_organization_status');
    await queryRunner.dropIndex('properties', 'uq_properties_organization_url_code');
    await queryRunner.changeColumn(
      'properties',
      'url_code',
      new TableColumn({ name: 'url_code', type: 'varchar', length: '16', isUnique: true }),
    );
  }
}
