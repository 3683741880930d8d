import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { DocumentRow } from '../entities/DocumentEntity';
import { documentRepository } from '../repositories/documentRepository';
import { removeStoredFiles } from './removeStoredFiles';

/** Deletes these rows, then their stored files (a failed file delete is retried later); answers how many went. */
export async function deleteDocumentRows(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  context: RequestContext,
  rows: DocumentRow[],
): Promise<number> {
  await documentRepository(dataSource).deleteByIds(
    context.organizationId,
    rows.map((row) => row.id),
  );
  await removeStoredFiles(
    dataSource,
    storage,
    clock,
    rows.map((row) => row.storageKey),
  );
  return rows.length;
}

/**
 * Deletes the attachments of these tasks (rows and stored files), when the tasks are deleted — one task, or all
 * tasks of a deleted property. Deleting what is already gone is a no-op, so a retry is safe.
 */
export async function deleteTaskDocuments(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  context: RequestContext,
  taskIds: string[],
): Promise<number> {
  return deleteDocumentRows(
    dataSource,
    storage,
    clock,
    context,
    await documentRepository(dataSource).findByTasks(context.organizationId, taskIds),
  );
}
