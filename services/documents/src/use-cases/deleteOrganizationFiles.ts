import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { DocumentEntity } from '../entities/DocumentEntity';
import { removeStoredFiles } from './removeStoredFiles';

/**
 * Removes the stored file of every document of the organization (account deletion). Runs before the rows are
 * deleted, since the rows hold the storage keys; a file the store cannot delete now is queued for the retry job
 * (the queue is not the organization's data, so it outlives the account), and deleting a missing file is a no-op.
 */
export async function deleteOrganizationFiles(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  context: RequestContext,
): Promise<void> {
  const rows = await dataSource
    .getRepository(DocumentEntity)
    .find({ where: { organizationId: context.organizationId }, select: { id: true, storageKey: true } });
  await removeStoredFiles(
    dataSource,
    storage,
    clock,
    rows.map((row) => row.storageKey),
  );
}
