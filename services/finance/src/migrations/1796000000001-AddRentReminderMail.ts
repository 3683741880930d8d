import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, nullable } from '@immodesk/platform/migrations/columns';

/** The outbox mail of a reminder step, so deleting the organization also deletes the reminders mailed to its tenants. */
export class AddRentReminderMail1796000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('rent_reminders', new TableColumn(column.uuid('mail_id', nullable)));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('rent_reminders', 'mail_id');
  }
}
