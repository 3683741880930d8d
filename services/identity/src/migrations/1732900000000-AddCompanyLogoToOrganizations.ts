import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The organization's company logo (Professional and Enterprise), stored like profile photos: a storage key and its type. */
export class AddCompanyLogoToOrganizations1732900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('organizations', [
      new TableColumn({ name: 'company_logo_key', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'company_logo_mime_type', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'company_logo_size_bytes', type: 'int', isNullable: true }),
      new TableColumn({ name: 'company_logo_updated_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'company_logo_updated_at',
      'company_logo_size_bytes',
      'company_logo_mime_type',
      'company_logo_key',
    ])
      await queryRunner.dropColumn('organizations', column);
  }
}
