import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Every login attempt on a known account: the lockout counts failures here, and the owner can see them. */
export class CreateLoginHistory1732300100003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'login_history',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'ip', type: 'varchar', length: '45', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '500', isNullable: true },
          { name: 'success', type: 'boolean' },
          { name: 'reason', type: 'varchar', length: '20', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'login_history',
      new TableIndex({
        name: 'idx_login_history_organization_user',
        columnNames: ['organization_id', 'user_id', 'created_at'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('login_history');
  }
}
