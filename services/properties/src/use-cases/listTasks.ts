import type { DataSource } from 'typeorm';
import type { TListTasksQuery, TListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { taskRepository } from '../repositories/taskRepository';
import { toTask } from './toTask';

/** GET /api/tasks: overdue is judged against today's date in Belgium (the clock port). */
export async function listTasks(dataSource: DataSource, clock: Clock, context: RequestContext, query: TListTasksQuery): Promise<TListTasksResponse> {
  const today = clock.today();
  const { rows, total } = await taskRepository(dataSource).list(context.organizationId, query, today);
  return { items: rows.map((row) => toTask(row, today)), total };
}
