import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/** A reminder given for one lease and one anniversary: the unique key makes sure it is never given twice. */
export type IndexationReminderRow = {
  id: string;
  organizationId: string;
  contractId: string;
  anniversaryDate: string;
  kind: string;
  createdAt: Date;
};

export const IndexationReminderEntity = new EntitySchema<IndexationReminderRow>({
  name: 'IndexationReminder',
  tableName: 'indexation_reminders',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    anniversaryDate: entityColumn.date({ name: 'anniversary_date' }),
    kind: entityColumn.varchar(16),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
