import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
} from '@immodesk/contracts/documents/uploadDocument.contract';

export type DocumentFileProblem = 'invalidType' | 'tooLarge';

/**
 * The checks the browser can make before sending (SPEC §5): an allowed extension and at most 10 MB. The server
 * checks the bytes again, so a renamed .exe is still refused there.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'size'>): DocumentFileProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'invalidType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}
