import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

export type RentReminderStep = 'overdue_notification' | 'reminder_mail';

/** One step of the overdue job done for one due item; UNIQUE (organization, item, step): never twice. */
export type RentReminderRow = {
  id: string;
  organizationId: string;
  rentPaymentId: string;
  step: RentReminderStep;
  /** The outbox mail of a reminder (deleted with the organization); null for a notification. */
  mailId: string | null;
  createdAt: Date;
};

export const RentReminderEntity = new EntitySchema<RentReminderRow>({
  name: 'RentReminder',
  tableName: 'rent_reminders',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    rentPaymentId: { name: 'rent_payment_id', type: 'varchar', length: 36 },
    step: { type: 'varchar', length: 24 },
    mailId: { name: 'mail_id', type: 'varchar', length: 36, nullable: true },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
