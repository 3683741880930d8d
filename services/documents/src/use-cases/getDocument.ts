import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Document } from '../domain/document';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

/** A document's metadata (not its file); another organization's document is `not_found`. */
export async function getDocument(
  dataSource: DataSource,
  context: RequestContext,
  id: string,
): Promise<Document> {
  const row = await documentRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('document');
  return toDocument(row);
}
