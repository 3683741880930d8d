import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, nullable } from '@immodesk/platform/migrations/columns';

/** When the user closed the dashboard's getting-started checklist (kept per user, so it stays closed on every device). */
export class AddOnboardingDismissedAtToUsers1732800500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn(column.instant('onboarding_dismissed_at', nullable)),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'onboarding_dismissed_at');
  }
}
