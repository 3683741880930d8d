import { EntitySchema } from 'typeorm';
import { booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    title: { type: 'varchar', length: 200 },
    description: { type: 'text', nullable: true },
    propertyId: { name: 'property_id', type: 'varchar', length: 36, nullable: true },
    priority: { type: 'varchar', length: 8 },
    contractorId: { name: 'contractor_id', type: 'varchar', length: 36, nullable: true },
    dueDate: { name: 'due_date', type: 'date', nullable: true },
    completed: { type: 'boolean', default: false, transformer: booleanColumn },
    completedAt: {
      name: 'completed_at',
      type: 'datetime',
      precision: 3,
      nullable: true,
      transformer: instantColumn,
    },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
