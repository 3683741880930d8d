import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    rentPaymentId: entityColumn.varchar(36, { name: 'rent_payment_id' }),
    step: entityColumn.varchar(24),
    mailId: entityColumn.varchar(36, { name: 'mail_id', nullable: true }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
