import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, nullable } from '@immodesk/platform/migrations/columns';

export class AddTenantNotes1732300300002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('tenants', new TableColumn(column.text('notes', nullable)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('tenants', 'notes');
  }
}
