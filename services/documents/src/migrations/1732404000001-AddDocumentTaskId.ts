import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, createIndexes, index, nullable } from '@immodesk/platform/migrations/columns';

/** Task attachments are documents linked to a task (SPEC.md §3 Task "attached documents"). */
export class AddDocumentTaskId1732404000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('documents', new TableColumn(column.uuid('task_id', nullable)));
    await createIndexes(queryRunner, 'documents', [
      index('idx_documents_organization_task', ['organization_id', 'task_id']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('documents', 'idx_documents_organization_task');
    await queryRunner.dropColumn('documents', 'task_id');
  }
}
