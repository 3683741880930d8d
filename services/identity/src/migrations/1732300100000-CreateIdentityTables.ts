import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateIdentityTables1732300100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'organizations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'email', type: 'varchar', length: '320', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: true },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'last_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'is_email_verified', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'users',
      new TableIndex({ name: 'idx_users_organization', columnNames: ['organization_id'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'user_agent', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'last_active_at', type: 'datetime' },
          { name: 'expires_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'idx_sessions_organization_user', columnNames: ['organization_id', 'user_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
    await queryRunner.dropTable('organizations');
  }
}
