import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Task, TaskListQuery } from '../domain/task';
import { taskRepository } from '../repositories/taskRepository';
import { toTask } from './toTask';

/** GET /api/tasks: overdue is judged against today's date in Belgium (the clock port). */
export async function listTasks(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  query: TaskListQuery,
): Promise<Page<Task>> {
  const today = clock.today();
  const { rows, total } = await taskRepository(dataSource).list(context.organizationId, query, today);
  return { items: rows.map((row) => toTask(row, today)), total };
}

/** The dashboard's recent activity: the tasks completed last, newest first. */
export async function listRecentlyCompletedTasks(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  limit: number,
): Promise<Task[]> {
  const today = clock.today();
  const rows = await taskRepository(dataSource).latestCompleted(context.organizationId, limit);
  return rows.map((row) => toTask(row, today));
}
