import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type {
  TUploadDocumentFields,
  TUploadDocumentResponse,
} from '@immodesk/contracts/documents/uploadDocument.contract';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { FileContent } from '@immodesk/platform/ports/storage/fileContent';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { getDocumentQuotaBytes, type DocumentQuotaDeps } from './getDocumentQuotaBytes';

export type UploadDocumentDeps = DocumentQuotaDeps & {
  properties: Pick<PropertiesApi, 'getProperty'>;
  contacts: Pick<ContactsApi, 'getTenant'>;
  documentFiles: Pick<DocumentFilesApi, 'uploadDocument'>;
};

/**
 * POST /api/documents: the linked property and tenant must be the organization's (404 otherwise, before
 * anything is stored), and the upload must fit the plan's storage quota.
 */
export async function uploadDocument(
  deps: UploadDocumentDeps,
  context: RequestContext,
  input: TUploadDocumentFields & { fileName: string; content: FileContent },
): Promise<TUploadDocumentResponse> {
  if (input.propertyId) await deps.properties.getProperty(context, input.propertyId);
  if (input.tenantId) await deps.contacts.getTenant(context, { id: input.tenantId });
  const quotaBytes = await getDocumentQuotaBytes(deps, context);
  return deps.documentFiles.uploadDocument(context, { ...input, quotaBytes });
}
