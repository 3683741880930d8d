import type { DataSource } from 'typeorm';
import type { TCreateTaskRequest, TCreateTaskResponse } from '@immodesk/contracts/tasks/createTask.contract';
import type { TListTasksQuery, TListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import type { TTask } from '@immodesk/contracts/tasks/task';
import type {
  TGetTaskResponse,
  TTaskParams,
  TUpdateTaskRequest,
  TUpdateTaskResponse,
} from '@immodesk/contracts/tasks/updateTask.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { createTask } from './use-cases/createTask';
import { createTasks, deleteTasks } from './use-cases/createTasks';
import { deleteTask } from './use-cases/deleteTask';
import { getTask } from './use-cases/getTask';
import { listRecentlyCompletedTasks, listTasks } from './use-cases/listTasks';
import { taskIdsForProperty, unlinkContractorTasks } from './use-cases/propertyTasks';
import { updateTask } from './use-cases/updateTask';

/** The task methods of the properties service (part of PropertiesApi, and like it the service's edge). */
export type TasksApi = {
  listTasks(context: RequestContext, query: TListTasksQuery): Promise<TListTasksResponse>;
  getTask(context: RequestContext, params: TTaskParams): Promise<TGetTaskResponse>;
  createTask(context: RequestContext, input: TCreateTaskRequest): Promise<TCreateTaskResponse>;
  /** Many new tasks at once, all or none (a rent-roll import's registration tasks): the rules of `createTask`. */
  createTasks(context: RequestContext, input: { tasks: TCreateTaskRequest[] }): Promise<{ ids: string[] }>;
  /** Removes the organization's tasks among `ids` (a failed import's undo); answers how many. */
  deleteTasks(context: RequestContext, input: { ids: string[] }): Promise<number>;
  /** One input per method (the service RPC carries one): the task id and the changed fields. */
  updateTask(
    context: RequestContext,
    input: TTaskParams & { changes: TUpdateTaskRequest },
  ): Promise<TUpdateTaskResponse>;
  deleteTask(context: RequestContext, params: TTaskParams): Promise<void>;
  /** The ids of a property's tasks (the property delete removes their attachments first). */
  taskIdsForProperty(context: RequestContext, params: { propertyId: string }): Promise<string[]>;
  /** Removes a contractor from the organization's tasks (before the contractor is deleted); answers how many. */
  unlinkContractorTasks(context: RequestContext, ref: { contractorId: string }): Promise<number>;
  /** The tasks completed last, newest first (the dashboard's recent activity). */
  listRecentlyCompletedTasks(context: RequestContext, query: { limit: number }): Promise<TTask[]>;
};

export const TASK_METHODS = [
  'listTasks',
  'getTask',
  'createTask',
  'createTasks',
  'deleteTasks',
  'updateTask',
  'deleteTask',
  'taskIdsForProperty',
  'unlinkContractorTasks',
  'listRecentlyCompletedTasks',
] as const satisfies readonly (keyof TasksApi)[];

export function createInProcessTasksApi(dataSource: DataSource, clock: Clock): TasksApi {
  return {
    listTasks: (context, query) => listTasks(dataSource, clock, context, query),
    getTask: (context, { id }) => getTask(dataSource, clock, context, id),
    createTask: (context, input) => createTask(dataSource, clock, context, input),
    createTasks: (context, input) => createTasks(dataSource, clock, context, input),
    deleteTasks: (context, input) => deleteTasks(dataSource, context, input),
    updateTask: (context, { id, changes }) => updateTask(dataSource, clock, context, id, changes),
    deleteTask: (context, { id }) => deleteTask(dataSource, context, id),
    taskIdsForProperty: (context, { propertyId }) => taskIdsForProperty(dataSource, context, propertyId),
    unlinkContractorTasks: (context, { contractorId }) =>
      unlinkContractorTasks(dataSource, context, contractorId),
    listRecentlyCompletedTasks: (context, { limit }) =>
      listRecentlyCompletedTasks(dataSource, clock, context, limit),
  };
}
