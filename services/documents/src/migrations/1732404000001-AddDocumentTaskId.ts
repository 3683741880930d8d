import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Task attachments are documents linked to a task (SPEC.md §3 Task "attached documents"). */
export class AddDocumentTaskId1732404000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'documents',
      new TableColumn({ name: 'task_id', type: 'varchar', length: '36', isNullable: true }),
    );
    await queryRunner.createIndex(
      'documents',
      new TableIndex({
        name: 'idx_documents_organization_task',
        columnNames: ['organization_id', 'task_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('documents', 'idx_documents_organization_task');
    await queryRunner.dropColumn('documents', 'task_id');
  }
}
