import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Profile phone, e-mail change awaiting verification, and two-factor state on the user. */
export class AddAccountColumnsToUsers1732300100001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({ name: 'phone', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'pending_email', type: 'varchar', length: '320', isNullable: true }),
      new TableColumn({ name: 'two_factor_enabled', type: 'boolean', default: false }),
      new TableColumn({ name: 'two_factor_secret', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({
        name: 'two_factor_pending_secret',
        type: 'varchar',
        length: '255',
        isNullable: true,
      }),
      new TableColumn({ name: 'two_factor_last_step', type: 'bigint', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'two_factor_last_step',
      'two_factor_pending_secret',
      'two_factor_secret',
      'two_factor_enabled',
      'pending_email',
      'phone',
    ]) {
      await queryRunner.dropColumn('users', column);
    }
  }
}
