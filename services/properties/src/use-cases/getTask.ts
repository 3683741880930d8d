import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Task } from '../domain/task';
import { taskRepository } from '../repositories/taskRepository';
import { toTask } from './toTask';

/** One task of the caller's organization; another organization's task is `not_found`, never `forbidden`. */
export async function getTask(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<Task> {
  const row = await taskRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('task');
  return toTask(row, clock.today());
}
