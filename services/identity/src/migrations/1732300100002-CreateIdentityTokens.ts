import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Single-use, expiring tokens sent by mail (verify e-mail, reset password, confirm an e-mail change), stored hashed. */
export class CreateIdentityTokens1732300100002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'identity_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'purpose', type: 'varchar', length: '20' },
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'email', type: 'varchar', length: '320' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'identity_tokens',
      new TableIndex({
        name: 'idx_identity_tokens_organization_user',
        columnNames: ['organization_id', 'user_id', 'purpose'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('identity_tokens');
  }
}
