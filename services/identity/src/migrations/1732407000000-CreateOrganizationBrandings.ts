import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** White-label override of an enterprise organization: at most one row per organization. */
export class CreateOrganizationBrandings1732407000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'organization_brandings',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'product_name', type: 'varchar', length: '60', isNullable: true },
          { name: 'logo_url', type: 'text', isNullable: true },
          { name: 'support_email', type: 'varchar', length: '254', isNullable: true },
          { name: 'colors_json', type: 'text' },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'organization_brandings',
      new TableIndex({
        name: 'uq_organization_brandings_organization',
        columnNames: ['organization_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('organization_brandings');
  }
}
