import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The ten single-use two-factor recovery codes of a user, stored as keyed hashes. */
export class CreateRecoveryCodes1732300950000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'recovery_codes',
      new TableIndex({
        name: 'idx_recovery_codes_organization_user',
        columnNames: ['organization_id', 'user_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('recovery_codes');
  }
}
