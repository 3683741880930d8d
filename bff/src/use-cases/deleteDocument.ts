import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';

export type DeleteDocumentDeps = {
  documentFiles: Pick<DocumentFilesApi, 'deleteDocument'>;
  signing: Pick<SigningApi, 'isSignedOriginalDocument'>;
};

/** DELETE /api/documents/:id. A contract's signed original is kept (issue 26): 409, whatever its type says. */
export async function deleteDocument(
  deps: DeleteDocumentDeps,
  context: RequestContext,
  id: string,
): Promise<void> {
  if (await deps.signing.isSignedOriginalDocument(context.organizationId, id))
    throw new AppError('conflict', { messageKey: 'errors.contractSigning.signedOriginalKept' });
  await deps.documentFiles.deleteDocument(context, id);
}
