import type { TCreateTaskRequest } from '@immodesk/contracts/tasks/createTask.contract';
import type { TTask } from '@immodesk/contracts/tasks/task';
import type { TUpdateTaskRequest } from '@immodesk/contracts/tasks/updateTask.contract';
import { apiPatch, apiPost } from '@immodesk/sdk';

/** What the task form edits: everything but the completion, which the list toggles. */
export type TaskFormBody = Omit<TCreateTaskRequest, 'completed'>;

// Typed by the contracts, not parsed: the list's completion toggle uses updateTask, and the list's first load stays
// without zod (the form validates its input with the schemas when it opens).

/** POST /api/tasks for a new task, PATCH /api/tasks/:id for an existing one. */
export function saveTask(taskId: string | null, body: TaskFormBody): Promise<TTask> {
  if (taskId === null) return apiPost<TTask>('/api/tasks', body);
  return updateTask(taskId, body);
}

export function updateTask(taskId: string, body: TUpdateTaskRequest): Promise<TTask> {
  return apiPatch<TTask>(`/api/tasks/${encodeURIComponent(taskId)}`, body);
}
