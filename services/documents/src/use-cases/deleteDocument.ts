import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { documentRepository } from '../repositories/documentRepository';
import { removeStoredFiles } from './removeStoredFiles';

/** Deletes one document and its stored file; another organization's document is `not_found`. */
export async function deleteDocument(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<void> {
  const repository = documentRepository(dataSource);
  const row = await repository.findById(context.organizationId, id);
  if (!row) throw AppError.notFound('document');
  // The row first: a file without a row is invisible (and its delete is retried), a row without a file would fail on download.
  try {
    await repository.deleteByIds(context.organizationId, [row.id]);
  } catch (error) {
    throw new AppError('unavailable', { messageKey: 'errors.documentCannotDelete', cause: error });
  }
  await removeStoredFiles(dataSource, storage, clock, [row.storageKey]);
}
