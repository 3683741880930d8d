import type { TLanguage } from '@immodesk/contracts/common/languages';
import type {
  TListDocumentsQuery,
  TListDocumentsResponse,
} from '@immodesk/contracts/documents/listDocuments.contract';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { lookUpAddressesAndNames, type LookUpAddressesAndNamesDeps } from './lookUpAddressesAndNames';

export type ListDocumentsDeps = LookUpAddressesAndNamesDeps & {
  documents: Pick<DocumentsApi, 'listDocuments'>;
};

/**
 * GET /api/documents: a page of documents with each linked property's address and tenant's name, looked up with
 * one batched call per service for the whole page, so the browser never fetches them row by row (a link to a
 * deleted property or tenant shows nothing rather than failing the list).
 */
export async function listDocuments(
  deps: ListDocumentsDeps,
  context: RequestContext,
  query: TListDocumentsQuery,
  language: TLanguage,
): Promise<TListDocumentsResponse> {
  const page = await deps.documents.listDocuments(context, query);
  const { addressById, nameById } = await lookUpAddressesAndNames(
    deps,
    context,
    {
      propertyIds: page.items.map((document) => document.propertyId),
      tenantIds: page.items.map((document) => document.tenantId),
    },
    language,
  );
  return {
    total: page.total,
    items: page.items.map((document) => ({
      ...document,
      propertyAddress: document.propertyId ? (addressById.get(document.propertyId) ?? null) : null,
      tenantName: document.tenantId ? (nameById.get(document.tenantId) ?? null) : null,
    })),
  };
}
