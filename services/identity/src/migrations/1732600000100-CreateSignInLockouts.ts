import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Failed sign-ins per (address, client address), for accounts and unknown addresses alike: the key is a hash of
 * both, so the table holds neither an e-mail address nor tells which addresses have accounts.
 */
export class CreateSignInLockouts1732600000100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sign_in_lockouts',
        columns: [
          { name: 'key_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'failures', type: 'int', default: 0 },
          { name: 'last_failure_at', type: 'datetime' },
          { name: 'locked_until', type: 'datetime', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sign_in_lockouts');
  }
}
