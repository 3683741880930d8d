import type { RequestContext } from '@immodesk/platform/context';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { DataSource } from 'typeorm';
import type { DeleteImpact } from '../domain/property';
import { propertyRepository } from '../repositories/propertyRepository';
import { findPropertyOrThrow } from './getProperty';
import { PROPERTY_DEPENDENTS } from './propertyDependents';

/** GET /api/properties/:id/delete-impact: what else a delete removes, per kind, leaving out kinds without items. */
export async function getDeleteImpact(
  dataSource: DataSource,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<DeleteImpact> {
  const property = await findPropertyOrThrow(dataSource, context, idOrUrlCode);
  const items: DeleteImpact['items'] = [];
  for (const dependent of PROPERTY_DEPENDENTS) {
    const count = await dependent.count(dataSource.manager, context.organizationId, property.id);
    if (count > 0) items.push({ kind: dependent.kind, count });
  }
  return { items };
}

/**
 * Deletes the property and everything that depends on it in one transaction; the stored files go after the
 * commit (a failed file delete leaves an orphan file, never a row pointing at a missing file).
 */
export async function deleteProperty(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
  idOrUrlCode: string,
  onFileError: (key: string, error: unknown) => void = () => undefined,
): Promise<void> {
  const property = await findPropertyOrThrow(dataSource, context, idOrUrlCode);
  const fileKeys = await dataSource.transaction(async (manager) => {
    const keys: string[] = [];
    for (const dependent of PROPERTY_DEPENDENTS)
      keys.push(...(await dependent.remove(manager, context.organizationId, property.id)));
    await propertyRepository(manager).delete(context.organizationId, property.id);
    return keys;
  });
  for (const key of fileKeys) await storage.delete(key).catch((error: unknown) => onFileError(key, error));
}
