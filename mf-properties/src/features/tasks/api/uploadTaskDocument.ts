import {
  ZUploadTaskDocumentResponse,
  type TUploadTaskDocumentResponse,
} from '@immodesk/contracts/tasks/taskDocuments.contract';
import { uploadWithProgress } from '@immodesk/sdk';

/** POST /api/tasks/:id/documents as multipart, with upload progress (`onProgress` receives 0…1). */
export function uploadTaskDocument(
  taskId: string,
  file: File,
  onProgress: (fraction: number) => void,
  networkErrorMessage: string,
): Promise<TUploadTaskDocumentResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress(`/api/tasks/${encodeURIComponent(taskId)}/documents`, form, {
    schema: ZUploadTaskDocumentResponse,
    onProgress,
    networkErrorMessage,
  });
}
