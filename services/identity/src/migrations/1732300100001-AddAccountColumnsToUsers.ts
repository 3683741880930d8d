import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, nullable } from '@immodesk/platform/migrations/columns';

/** Profile phone, e-mail change awaiting verification, and two-factor state on the user. */
export class AddAccountColumnsToUsers1732300100001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn(column.varchar('phone', 40, nullable)),
      new TableColumn(column.varchar('pending_email', 320, nullable)),
      new TableColumn(column.boolean('two_factor_enabled', { default: false })),
      new TableColumn(column.varchar('two_factor_secret', 255, nullable)),
      new TableColumn({
        name: 'two_factor_pending_secret',
        type: 'varchar',
        length: '255',
        isNullable: true,
      }),
      new TableColumn(column.bigint('two_factor_last_step', nullable)),
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
