import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** When the user closed the dashboard's getting-started checklist (kept per user, so it stays closed on every device). */
export class AddOnboardingDismissedAtToUsers1732800500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'onboarding_dismissed_at', type: 'datetime', precision: 3, isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'onboarding_dismissed_at');
  }
}
