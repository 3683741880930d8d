import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { Task } from '../domain/task';

/** The task's property and status are not columns: the address comes from the property, the status is derived. */
export type TaskRow = Omit<Task, 'property' | 'status' | 'completedAt' | 'createdAt' | 'updatedAt'> & {
  organizationId: string;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const TaskEntity = new EntitySchema<TaskRow>({
  name: 'Task',
  tableName: 'tasks',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    title: entityColumn.varchar(200),
    description: entityColumn.text({ nullable: true }),
    propertyId: entityColumn.varchar(36, { name: 'property_id', nullable: true }),
    priority: entityColumn.varchar(8),
    contractorId: entityColumn.varchar(36, { name: 'contractor_id', nullable: true }),
    dueDate: entityColumn.date({ name: 'due_date', nullable: true }),
    completed: entityColumn.boolean({ default: false }),
    completedAt: entityColumn.instant({ name: 'completed_at', nullable: true }),
    ...entityColumn.timestamps(),
  },
});
