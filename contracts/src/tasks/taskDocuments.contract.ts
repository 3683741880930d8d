import { z } from 'zod';
import { ZDocument } from '../documents/listDocuments.contract';

/**
 * SPEC.md §5 task attachments: PDF, Word, Excel and JPG, PNG, GIF images (checked on the content as well),
 * at most 10 MB each like every document. Stored as documents of type `task_document`.
 */
export const TASK_DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const;
/** For the file picker's `accept`. */
export const TASK_DOCUMENT_ACCEPT = TASK_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** POST /api/tasks/:id/documents: `multipart/form-data` with one `file` part → the stored document. */
export const ZUploadTaskDocumentResponse = ZDocument;
export type TUploadTaskDocumentResponse = z.infer<typeof ZUploadTaskDocumentResponse>;
