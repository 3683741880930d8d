import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Page } from '@immodesk/platform/domain/page';
import type { Document, DocumentListQuery } from '../domain/document';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

export async function listDocuments(
  dataSource: DataSource,
  context: RequestContext,
  query: DocumentListQuery,
): Promise<Page<Document>> {
  const { rows, total } = await documentRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toDocument), total };
}
