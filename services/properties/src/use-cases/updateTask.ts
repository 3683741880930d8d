import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Task, TaskChanges } from '../domain/task';
import type { TaskRow } from '../entities/TaskEntity';
import { taskRepository } from '../repositories/taskRepository';
import { assertTaskProperty, cleanTaskTitle } from './taskValidation';
import { toTask } from './toTask';

/**
 * Changes the given fields of a task; `{ completed }` alone marks it complete (remembering when) or incomplete
 * again. Another organization's task is `not_found`.
 */
export async function updateTask(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
  input: TaskChanges,
): Promise<Task> {
  const repository = taskRepository(dataSource);
  const current = await repository.findById(context.organizationId, id);
  if (!current) throw AppError.notFound('task');
  const now = clock.now();
  const changes: Partial<Omit<TaskRow, 'id' | 'organizationId'>> = { updatedAt: now };
  if (input.title !== undefined) changes.title = cleanTaskTitle(input.title);
  if (input.description !== undefined) changes.description = input.description;
  if (input.propertyId !== undefined && input.propertyId !== current.propertyId) {
    await assertTaskProperty(repository, context.organizationId, input.propertyId);
    changes.propertyId = input.propertyId;
  }
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.contractorId !== undefined) changes.contractorId = input.contractorId;
  if (input.dueDate !== undefined) changes.dueDate = input.dueDate;
  if (input.completed !== undefined && input.completed !== current.completed) {
    changes.completed = input.completed;
    changes.completedAt = input.completed ? now : null;
  }
  await repository.update(context.organizationId, id, changes);
  const updated = await repository.findById(context.organizationId, id);
  if (!updated) throw AppError.notFound('task');
  return toTask(updated, clock.today());
}
