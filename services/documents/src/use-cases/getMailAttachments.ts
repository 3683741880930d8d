import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { MailAttachment } from '@immodesk/platform/ports/mail/Mailer';
import { documentRepository } from '../repositories/documentRepository';

/**
 * The organization's documents as mail attachments (the stored file, read when the mail goes out), in the
 * order asked; any id that is not one of its documents is `not_found`.
 */
export async function getMailAttachments(
  dataSource: DataSource,
  context: RequestContext,
  ids: string[],
): Promise<(MailAttachment & { documentId: string })[]> {
  const repository = documentRepository(dataSource);
  return Promise.all(
    [...new Set(ids)].map(async (id) => {
      const row = await repository.findById(context.organizationId, id);
      if (!row) throw AppError.notFound('document');
      return {
        documentId: row.id,
        fileName: row.fileName,
        contentType: row.mimeType,
        sizeBytes: row.sizeBytes,
        storageKey: row.storageKey,
      };
    }),
  );
}
