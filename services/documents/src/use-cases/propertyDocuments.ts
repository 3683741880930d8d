import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { PropertyDocumentsRef } from '../domain/document';
import { documentRepository } from '../repositories/documentRepository';
import { deleteDocumentRows } from './deleteTaskDocuments';

/** How many documents go when the property is deleted: its own and its tasks' attachments. */
export function countPropertyDocuments(
  dataSource: DataSource,
  context: RequestContext,
  ref: PropertyDocumentsRef,
): Promise<number> {
  return documentRepository(dataSource).countForProperty(context.organizationId, ref.propertyId, ref.taskIds);
}

/** Deletes the property's documents and its tasks' attachments, files included, when the property is deleted. */
export async function deletePropertyDocuments(
  dataSource: DataSource,
  storage: FileStorage,
  clock: Clock,
  context: RequestContext,
  ref: PropertyDocumentsRef,
): Promise<number> {
  const rows = await documentRepository(dataSource).findForProperty(
    context.organizationId,
    ref.propertyId,
    ref.taskIds,
  );
  return deleteDocumentRows(dataSource, storage, clock, context, rows);
}
