import { apiDelete } from '@immodesk/sdk';

/** DELETE /api/tasks/:id also deletes the task's attachments. */
export async function deleteTask(taskId: string): Promise<void> {
  await apiDelete(`/api/tasks/${encodeURIComponent(taskId)}`);
}
