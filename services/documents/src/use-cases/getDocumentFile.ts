import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { FileStorage } from '@immodesk/platform/ports/storage/FileStorage';
import { ChecksumMismatchError, verifiedStream } from '@immodesk/platform/ports/storage/checksum';
import type { Document } from '../domain/document';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

export type DocumentFile = { document: Document; stream: Readable };

/**
 * A document's metadata and content, checked against the checksum taken at upload; another organization's
 * document is `not_found`. A file that changed in the store, went missing or cannot be read is never served:
 * `internal` (changed), `not_found` (missing) or `unavailable` (store down), all with the "download failed" message.
 */
export async function getDocumentFile(
  dataSource: DataSource,
  storage: FileStorage,
  context: RequestContext,
  id: string,
): Promise<DocumentFile> {
  const row = await documentRepository(dataSource).findById(context.organizationId, id);
  if (!row) throw AppError.notFound('document');
  try {
    const stored = await storage.get(row.storageKey);
    return {
      document: toDocument(row),
      stream: row.sha256 ? await verifiedStream(stored, row.sha256) : stored,
    };
  } catch (error) {
    // A missing file keeps `not_found` (the data export skips it); a changed one is our failure; anything else the store's.
    const code =
      error instanceof AppError && error.code === 'not_found'
        ? 'not_found'
        : error instanceof ChecksumMismatchError
          ? 'internal'
          : 'unavailable';
    throw new AppError(code, { messageKey: 'errors.documentDownloadFailed', cause: error });
  }
}
