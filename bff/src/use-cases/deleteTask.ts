import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type DeleteTaskDeps = {
  properties: Pick<PropertiesApi, 'getTask' | 'deleteTask'>;
  documentFiles: Pick<DocumentFilesApi, 'deleteTaskDocuments'>;
};

/** Deletes a task with its attachments. They go first: should that fail, the task is still there for a retry. */
export async function deleteTask(
  deps: DeleteTaskDeps,
  context: RequestContext,
  taskId: string,
): Promise<void> {
  await deps.properties.getTask(context, { id: taskId });
  await deps.documentFiles.deleteTaskDocuments(context, [taskId]);
  await deps.properties.deleteTask(context, { id: taskId });
}
