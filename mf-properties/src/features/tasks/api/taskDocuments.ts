import { ZListDocumentsResponse, type TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { apiDelete, apiGet } from '@immodesk/sdk';

/** A task's attachments: the documents linked to it (GET /api/documents?taskId=…). */
export async function fetchTaskDocuments(taskId: string, signal?: AbortSignal): Promise<TDocument[]> {
  const { items } = await apiGet('/api/documents', {
    query: { taskId, pageSize: 200 },
    schema: ZListDocumentsResponse,
    signal,
  });
  return items;
}

export async function deleteTaskDocument(documentId: string): Promise<void> {
  await apiDelete(`/api/documents/${encodeURIComponent(documentId)}`);
}

/** GET /api/documents/:id/download (SPEC §7) answers the file itself, as an attachment with its name. */
export function taskDocumentDownloadUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/download`;
}
