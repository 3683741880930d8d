import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { underOrganizationLock } from '@immodesk/platform/database/organizationLock';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { sha256OfContent } from '@immodesk/platform/ports/storage/checksum';
import { contentHead, contentSize, type FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { DocumentType } from '@immodesk/contracts/vocabulary/documentTypes';
import type { Document, UploadRules } from '../domain/document';
import { acceptedMimeType, cleanFileName } from '../domain/fileType';
import { assertWithinQuota } from '../domain/quota';
import { documentRepository } from '../repositories/documentRepository';
import { removeStoredFiles } from './removeStoredFiles';
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
  /**
   * The plan's storage quota for all the organization's documents (null: unlimited). The caller looks the plan
   * up; absent, the quota is not checked (demo data, tests).
   */
  quotaBytes?: number | null;
};

/**
 * Stores an uploaded file (by the rules: PDF, DOC, DOCX, JPG, JPEG or PNG — task attachments also XLS, XLSX and
 * GIF — checked by extension and content; at most 10 MB; within the plan's storage quota) under
 * `<organizationId>/documents/<id>` with its SHA-256, and records it. No orphans: the file is written first, and
 * a failed write leaves neither a file nor a row; if recording fails, the file is removed again (or its delete
 * queued for the retry job).
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
  if (sizeBytes > rules.maxBytes)
    throw new AppError('file_too_large', {
      messageKey: 'errors.documentFileTooLarge',
      params: { maximumMb: rules.maxBytes / 1024 / 1024 },
    });
  // Task attachments also take Excel and GIF (SPEC.md §5).
  const isTaskAttachment = input.type === 'task_document';
  const mimeType = acceptedMimeType(
    fileName,
    contentHead(input.content),
    isTaskAttachment ? rules.taskAttachmentExtensions : rules.extensions,
  );
  if (!mimeType)
    throw new AppError('unsupported_file_type', {
      messageKey: isTaskAttachment ? 'errors.taskDocumentInvalidFileType' : 'errors.documentInvalidFileType',
    });
  const repository = documentRepository(dataSource);
  // Refused before the file is written when the quota is already reached; decided again under the lock below.
  if (input.quotaBytes !== undefined)
    assertWithinQuota(await repository.sumSizeBytes(context.organizationId), sizeBytes, input.quotaBytes);
  const id = crypto.randomUUID();
  const storageKey = `${context.organizationId}/documents/${id}`;
  const sha256 = await sha256OfContent(input.content);
  try {
    await storage.put(storageKey, input.content, mimeType);
  } catch (error) {
    // Whatever part of the write reached the store goes again (a no-op when nothing did).
    await removeStoredFiles(dataSource, storage, clock, [storageKey]);
    if (isAppError(error)) throw error;
    throw new AppError('unavailable', { messageKey: 'errors.documentUploadFailed', cause: error });
  }
  try {
    const values = {
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
      sha256,
      uploadedAt: clock.now(),
      modifiedAt: clock.now(),
    };
    if (input.quotaBytes === undefined) return toDocument(await repository.insert(values));
    const { quotaBytes } = input;
    // Parallel uploads all passed the first check: the sum that decides is taken again with the insert, under the
    // organization's lock (the file is already written, so the lock is held only for the two statements).
    const row = await underOrganizationLock(
      dataSource,
      context.organizationId,
      'document_storage',
      async (manager) => {
        const locked = documentRepository(manager);
        assertWithinQuota(await locked.sumSizeBytes(context.organizationId), sizeBytes, quotaBytes);
        return locked.insert(values);
      },
    );
    return toDocument(row);
  } catch (error) {
    await removeStoredFiles(dataSource, storage, clock, [storageKey]);
    throw error;
  }
}
