import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { NewTask } from '../domain/task';
import { taskRepository } from '../repositories/taskRepository';
import { taskRow } from './createTask';

/**
 * Many new tasks at once (the registration tasks of a rent-roll import), all or none: each passes the rules of a
 * single create (`taskRow`; its property must be the organization's), in a few statements in one transaction.
 * Answers their ids in the order given.
 */
export async function createTasks(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { tasks: NewTask[] },
): Promise<{ ids: string[] }> {
  const now = clock.now();
  const rows = input.tasks.map((task) => taskRow(context, task, now));
  if (rows.length === 0) return { ids: [] };
  const propertyIds = [...new Set(rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])))];
  const own = await taskRepository(dataSource).propertiesOfOrganization(context.organizationId, propertyIds);
  if (propertyIds.some((id) => !own.has(id)))
    throw new AppError('validation_error', { details: { propertyId: 'validation.unknownProperty' } });
  const ids = await dataSource.transaction((manager) => taskRepository(manager).insertMany(rows));
  return { ids };
}

/** Removes the organization's tasks among `ids` (a failed import's undo); answers how many. */
export function deleteTasks(
  dataSource: DataSource,
  context: RequestContext,
  input: { ids: string[] },
): Promise<number> {
  return dataSource.transaction((manager) =>
    taskRepository(manager).deleteMany(context.organizationId, input.ids),
  );
}
