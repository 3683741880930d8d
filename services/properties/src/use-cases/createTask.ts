import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { NewTask, Task } from '../domain/task';
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
  const title = cleanTaskTitle(input.title);
  const propertyId = input.propertyId ?? null;
  await assertTaskProperty(repository, context.organizationId, propertyId);
  const now = clock.now();
  const completed = input.completed ?? false;
  const { id } = await repository.insert({
    organizationId: context.organizationId,
    title,
    description: input.description ?? null,
    propertyId,
    priority: input.priority,
    contractorId: input.contractorId ?? null,
    dueDate: input.dueDate ?? null,
    completed,
    completedAt: completed ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  const created = await repository.findById(context.organizationId, id);
  if (!created) throw new AppError('internal', { cause: new Error(`task ${id} vanished after insert`) });
  return toTask(created, clock.today());
}
