import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** The outbox mail of a reminder step, so deleting the organization also deletes the reminders mailed to its tenants. */
export class AddRentReminderMail1796000000001 extends columnsMigration('rent_reminders', [
  column.uuid('mail_id', nullable),
]) {}
