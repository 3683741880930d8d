import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Settings → communications: e-mail, SMS and push per notification kind and user. */
export class CreateNotificationPreferences1732800500100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '40' },
          { name: 'email', type: 'boolean' },
          { name: 'sms', type: 'boolean' },
          { name: 'push', type: 'boolean' },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    // One row per user and kind; the user's rows are read together.
    await queryRunner.createIndex(
      'notification_preferences',
      new TableIndex({
        name: 'idx_notification_preferences_organization_user_kind',
        columnNames: ['organization_id', 'user_id', 'kind'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_preferences');
  }
}
