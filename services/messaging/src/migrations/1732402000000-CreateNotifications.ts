import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateNotifications1732402000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'title_key', type: 'varchar', length: '120' },
          { name: 'message_key', type: 'varchar', length: '120' },
          { name: 'params', type: 'text' },
          { name: 'is_read', type: 'boolean', default: false },
          { name: 'action_label_key', type: 'varchar', length: '120', isNullable: true },
          { name: 'action_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'related_entity_type', type: 'varchar', length: '40', isNullable: true },
          { name: 'related_entity_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // The bell's list (newest first) and its unread count, per reader.
    await queryRunner.createIndex(
      'notifications',
      new TableIndex({
        name: 'idx_notifications_organization_user_created',
        columnNames: ['organization_id', 'user_id', 'created_at'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notifications');
  }
}
