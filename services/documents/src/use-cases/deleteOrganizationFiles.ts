import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { DocumentEntity } from '../entities/DocumentEntity';

/**
 * Removes the stored file of every document of the organization (account deletion). Runs before the rows are
 * deleted, since the rows hold the storage keys; deleting a missing file is a no-op, so a retry is safe.
 */
export async function deleteOrganizationFiles(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
): Promise<void> {
  const rows = await dataSource
    .getRepository(DocumentEntity)
    .find({ where: { organizationId: context.organizationId }, select: { id: true, storageKey: true } });
  for (const row of rows) await storage.delete(row.storageKey);
}
