import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import type { Document } from '../domain/document';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

export type DocumentFile = { document: Document; stream: Readable };

/** A document's metadata and content; another organization's document is `not_found`. */
export async function getDocumentFile(dataSource: DataSource, storage: FileStorage, context: RequestContext, id: string): Promise<DocumentFile> {
  const row = await documentRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('document');
  return { document: toDocument(row), stream: await storage.get(row.storageKey) };
}
