import type { TDocument } from '@immodesk/contracts/documents/listDocuments.contract';
import { apiErrorFromResponse } from '@immodesk/sdk';
import { documentDownloadUrl } from './documentDownloadUrl';

/**
 * Fetches the file first and hands it to the browser under its original name only once it arrived whole, so a
 * refusal (a file changed in the store, the store down) is the server's translated message instead of a broken
 * download in the browser's bar. Documents are at most 10 MB, so holding one in memory is fine.
 */
export async function downloadDocumentFile(document: Pick<TDocument, 'id' | 'fileName'>): Promise<void> {
  const response = await fetch(documentDownloadUrl(document.id), { credentials: 'same-origin' });
  if (!response.ok) throw await apiErrorFromResponse(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.fileName;
    link.click();
  } finally {
    // After the click the browser holds its own reference; a tick later the object URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
