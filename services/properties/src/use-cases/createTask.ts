import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { NewTask, Task } from '../domain/task';
import type { TaskRow } from '../entities/TaskEntity';
import { taskRepository } from '../repositories/taskRepository';
import { assertTaskProperty, cleanTaskTitle } from './taskValidation';
import { toTask } from './toTask';

/** Creates a task for one of the organization's properties, or a general task (no property). */
export async function createTask(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewTask,
): Promise<Task> {
  const repository = taskRepository(dataSource);
  const row = taskRow(context, input, clock.now());
  await assertTaskProperty(repository, context.organizationId, row.propertyId);
  const { id } = await repository.insert(row);
  const created = await repository.findById(context.organizationId, id);
  if (!created) throw new AppError('internal', { cause: new Error(`task ${id} vanished after insert`) });
  return toTask(created, clock.today());
}

/** The rules every new task passes (one create or a batch), and its stored row. */
export function taskRow(context: RequestContext, input: NewTask, now: Date): Omit<TaskRow, 'id'> {
  const completed = input.completed ?? false;
  return {
    organizationId: context.organizationId,
    title: cleanTaskTitle(input.title),
    description: input.description ?? null,
    propertyId: input.propertyId ?? null,
    priority: input.priority,
    contractorId: input.contractorId ?? null,
    dueDate: input.dueDate ?? null,
    completed,
    completedAt: completed ? now : null,
    createdAt: now,
    updatedAt: now,
  };
}
