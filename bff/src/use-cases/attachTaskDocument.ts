import type { TUploadTaskDocumentResponse } from '@immodesk/contracts/tasks/taskDocuments.contract';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { getDocumentQuotaBytes, type DocumentQuotaDeps } from './getDocumentQuotaBytes';

export type AttachTaskDocumentDeps = DocumentQuotaDeps & {
  properties: Pick<PropertiesApi, 'getTask'>;
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument'>;
};
export type TaskDocumentInput = { taskId: string; fileName: string; content: FileContent };

/** Stores a file as a `task_document` of one of the organization's tasks (another's task is `not_found`), within the plan's storage quota. */
export async function attachTaskDocument(
  deps: AttachTaskDocumentDeps,
  context: RequestContext,
  input: TaskDocumentInput,
): Promise<TUploadTaskDocumentResponse> {
  await deps.properties.getTask(context, { id: input.taskId });
  return deps.documentFiles.uploadDocument(context, {
    ...input,
    type: 'task_document',
    quotaBytes: await getDocumentQuotaBytes(deps, context),
  });
}
