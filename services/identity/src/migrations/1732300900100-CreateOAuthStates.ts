import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateOAuthStates1732300900100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'oauth_states',
        columns: [
          { name: 'state_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'code_verifier', type: 'varchar', length: '128' },
          { name: 'nonce', type: 'varchar', length: '128', isNullable: true },
          { name: 'return_to', type: 'varchar', length: '500', isNullable: true },
          { name: 'link_user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'link_organization_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'expires_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'oauth_states',
      new TableIndex({ name: 'idx_oauth_states_expires', columnNames: ['expires_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('oauth_states');
  }
}
