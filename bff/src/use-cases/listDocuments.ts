import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import { tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type {
  TListDocumentsQuery,
  TListDocumentsResponse,
} from '@immodesk/contracts/documents/listDocuments.contract';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { nullWhenNotFound } from './nullWhenNotFound';
import { propertyAddress } from './propertyAddress';

export type ListDocumentsDeps = {
  documents: Pick<DocumentsApi, 'listDocuments'>;
  properties: Pick<PropertiesApi, 'getProperty'>;
  contacts: Pick<ContactsApi, 'getTenant'>;
};

/**
 * GET /api/documents: a page of documents with each linked property's address and tenant's name, looked up
 * once per distinct id on the page, so the browser never fetches them row by row (a link to a deleted property or
 * tenant shows nothing rather than failing the list).
 */
export async function listDocuments(
  deps: ListDocumentsDeps,
  context: RequestContext,
  query: TListDocumentsQuery,
  language: TLanguage,
): Promise<TListDocumentsResponse> {
  const page = await deps.documents.listDocuments(context, query);
  const propertyIds = [
    ...new Set(page.items.flatMap((document) => (document.propertyId ? [document.propertyId] : []))),
  ];
  const tenantIds = [
    ...new Set(page.items.flatMap((document) => (document.tenantId ? [document.tenantId] : []))),
  ];
  const [properties, tenants] = await Promise.all([
    Promise.all(
      propertyIds.map(
        async (id) => [id, await nullWhenNotFound(deps.properties.getProperty(context, id))] as const,
      ),
    ),
    Promise.all(
      tenantIds.map(
        async (id) => [id, await nullWhenNotFound(deps.contacts.getTenant(context, { id }))] as const,
      ),
    ),
  ]);
  const addresses = new Map(
    properties.map(([id, property]) => [id, property ? propertyAddress(property, language) : null]),
  );
  const names = new Map(
    tenants.map(([id, tenant]) => [id, tenant ? tenantDisplayName(tenant).primary : null]),
  );
  return {
    total: page.total,
    items: page.items.map((document) => ({
      ...document,
      propertyAddress: document.propertyId ? (addresses.get(document.propertyId) ?? null) : null,
      tenantName: document.tenantId ? (names.get(document.tenantId) ?? null) : null,
    })),
  };
}
