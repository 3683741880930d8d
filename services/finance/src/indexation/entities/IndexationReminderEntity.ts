import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    anniversaryDate: { name: 'anniversary_date', type: 'date' },
    kind: { type: 'varchar', length: 16 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
