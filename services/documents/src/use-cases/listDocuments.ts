import type { DataSource } from 'typeorm';
import type { TListDocumentsQuery, TListDocumentsResponse } from '@immodesk/contracts/documents/listDocuments.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

export async function listDocuments(dataSource: DataSource, context: RequestContext, query: TListDocumentsQuery): Promise<TListDocumentsResponse> {
  const { rows, total } = await documentRepository(dataSource).list(context.organizationId, query);
  return { items: rows.map(toDocument), total };
}
