import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateIndexationReminders1796100000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'indexation_reminders', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id'),
        column.date('anniversary_date'),
        column.varchar('kind', 16),
        column.instant('created_at'),
      ],
      indexes: [
        uniqueIndex('uq_indexation_reminders_contract_anniversary', [
          'organization_id',
          'contract_id',
          'anniversary_date',
        ]),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('indexation_reminders');
  }
}
