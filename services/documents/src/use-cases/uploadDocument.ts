import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { contentHead, contentSize, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { Document, DocumentType, UploadRules } from '../domain/document';
import { acceptedMimeType, cleanFileName } from '../domain/fileType';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

export type UploadDocumentInput = {
  fileName: string;
  /** Bytes or a file the BFF spooled to disk: only its first bytes are read for the type check. */
  content: FileContent;
  type: DocumentType;
  propertyId?: string | null;
  tenantId?: string | null;
  /** Attaches the file to this task; the caller has checked that the task is the organization's. */
  taskId?: string | null;
};

/**
 * Stores an uploaded file (by the rules: PDF, DOC, DOCX, JPG, JPEG or PNG — task attachments also XLS, XLSX and
 * GIF — checked by extension and content; at most 10 MB) under `<organizationId>/documents/<id>` and records it. The file is written first; if recording fails, it is
 * removed again, so the storage never holds a file no document points to for long.
 */
export async function uploadDocument(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  rules: UploadRules,
  context: RequestContext,
  input: UploadDocumentInput,
): Promise<Document> {
  const fileName = cleanFileName(input.fileName);
  if (!fileName) throw new AppError('validation_error', { details: { file: 'validation.required' } });
  const sizeBytes = contentSize(input.content);
  if (sizeBytes > rules.maxBytes) throw new AppError('file_too_large', { params: { maximumMb: rules.maxBytes / 1024 / 1024 } });
  // Task attachments also take Excel and GIF (SPEC.md §5).
  const mimeType = acceptedMimeType(fileName, contentHead(input.content), input.type === 'task_document' ? rules.taskAttachmentExtensions : rules.extensions);
  if (!mimeType) throw new AppError('unsupported_file_type');
  const id = crypto.randomUUID();
  const storageKey = `${context.organizationId}/documents/${id}`;
  await storage.put(storageKey, input.content, mimeType);
  try {
    const row = await documentRepository(dataSource).insert({
      id,
      organizationId: context.organizationId,
      fileName,
      type: input.type,
      mimeType,
      sizeBytes,
      propertyId: input.propertyId ?? null,
      tenantId: input.tenantId ?? null,
      taskId: input.taskId ?? null,
      storageKey,
      uploadedAt: clock.now(),
      modifiedAt: clock.now(),
    });
    return toDocument(row);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
