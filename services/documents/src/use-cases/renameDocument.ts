import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Document } from '../domain/document';
import { renamedFileName } from '../domain/fileType';
import { documentRepository } from '../repositories/documentRepository';
import { toDocument } from './toDocument';

/** Renames a document, keeping its file's extension; another organization's document is `not_found`. */
export async function renameDocument(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; fileName: string },
): Promise<Document> {
  const repository = documentRepository(dataSource);
  const row = await repository.findById(context.organizationId, input.id);
  if (!row) throw AppError.notFound('document');
  const fileName = renamedFileName(row.fileName, input.fileName);
  if (!fileName) throw new AppError('validation_error', { details: { fileName: 'validation.required' } });
  const modifiedAt = clock.now();
  await repository.rename(context.organizationId, row.id, fileName, modifiedAt);
  return toDocument({ ...row, fileName, modifiedAt });
}
