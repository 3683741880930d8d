import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateIndexationReminders1796100000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'indexation_reminders',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36' },
          { name: 'anniversary_date', type: 'date' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'indexation_reminders',
      new TableIndex({
        name: 'uq_indexation_reminders_contract_anniversary',
        columnNames: ['organization_id', 'contract_id', 'anniversary_date'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('indexation_reminders');
  }
}
