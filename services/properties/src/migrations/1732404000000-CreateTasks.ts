import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateTasks1732404000000 extends tablesMigration({
  tasks: {
    columns: [
      ...column.idAndOrganization(),
      column.varchar('title', 200),
      column.text('description', nullable),
      column.uuid('property_id', nullable),
      column.varchar('priority', 8),
      column.uuid('contractor_id', nullable),
      column.date('due_date', nullable),
      column.boolean('completed', { default: false }),
      column.instant('completed_at', nullable),
      ...column.timestamps(),
    ],
    indexes: [
      // The list: open tasks first, by due date (the status filters use the same prefix).
      index('idx_tasks_organization_completed_due', ['organization_id', 'completed', 'due_date']),
      // Property filter, the delete impact count and the cascade when a property is deleted.
      index('idx_tasks_organization_property', ['organization_id', 'property_id']),
    ],
  },
}) {}
