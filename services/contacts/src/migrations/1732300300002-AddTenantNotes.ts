import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

export class AddTenantNotes1732300300002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'tenants',
      new TableColumn({ name: 'notes', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('tenants', 'notes');
  }
}
