import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateUserIdentities1732300900000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_identities',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'user_identities',
      new TableIndex({
        name: 'uq_user_identities_provider_subject',
        columnNames: ['provider', 'subject'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'user_identities',
      new TableIndex({
        name: 'idx_user_identities_organization_user',
        columnNames: ['organization_id', 'user_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('user_identities');
  }
}
