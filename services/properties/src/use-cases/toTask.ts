import type { Task } from '../domain/task';
import { taskState } from '../domain/taskState';
import type { TaskWithProperty } from '../repositories/taskRepository';

export function toTask(row: TaskWithProperty, today: string): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    propertyId: row.propertyId,
    property: row.property,
    priority: row.priority,
    contractorId: row.contractorId,
    dueDate: row.dueDate,
    completed: row.completed,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    status: taskState(row, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
