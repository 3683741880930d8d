import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateTasks1732404000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tasks',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'description', type: 'text', isNullable: true },
          { name: 'property_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'priority', type: 'varchar', length: '8' },
          { name: 'contractor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'due_date', type: 'date', isNullable: true },
          { name: 'completed', type: 'boolean', default: false },
          { name: 'completed_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // The list: open tasks first, by due date (the status filters use the same prefix).
    await queryRunner.createIndex(
      'tasks',
      new TableIndex({
        name: 'idx_tasks_organization_completed_due',
        columnNames: ['organization_id', 'completed', 'due_date'],
      }),
    );
    // Property filter, the delete impact count and the cascade when a property is deleted.
    await queryRunner.createIndex(
      'tasks',
      new TableIndex({
        name: 'idx_tasks_organization_property',
        columnNames: ['organization_id', 'property_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tasks');
  }
}
