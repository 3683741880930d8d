import { ZCreateTaskResponse, type TCreateTaskRequest } from '@immodesk/contracts/tasks/createTask.contract';
import type { TTask } from '@immodesk/contracts/tasks/task';
import { ZUpdateTaskResponse, type TUpdateTaskRequest } from '@immodesk/contracts/tasks/updateTask.contract';
import { apiPatch, apiPost } from '@immodesk/sdk';

/** What the task form edits: everything but the completion, which the list toggles. */
export type TaskFormBody = Omit<TCreateTaskRequest, 'completed'>;

/** POST /api/tasks for a new task, PATCH /api/tasks/:id for an existing one. */
export function saveTask(taskId: string | null, body: TaskFormBody): Promise<TTask> {
  if (taskId === null) return apiPost('/api/tasks', body, { schema: ZCreateTaskResponse });
  return updateTask(taskId, body);
}

export function updateTask(taskId: string, body: TUpdateTaskRequest): Promise<TTask> {
  return apiPatch(`/api/tasks/${encodeURIComponent(taskId)}`, body, { schema: ZUpdateTaskResponse });
}
