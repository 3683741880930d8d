import type { TDocument, TDocumentListItem } from '@immodesk/contracts/documents/listDocuments.contract';

/** A document as the API stores it (a rental agreement in PDF, linked to nothing); a test overrides what it is about. */
export function testDocument(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: '8f0e2a4c-3b1d-4e5f-9a7b-000000000001',
    fileName: 'huurcontract.pdf',
    type: 'rental_agreement',
    mimeType: 'application/pdf',
    sizeBytes: 1234,
    propertyId: null,
    tenantId: null,
    taskId: null,
    uploadedAt: '2026-11-13T09:00:00.000Z',
    modifiedAt: '2026-11-13T09:00:00.000Z',
    ...overrides,
  };
}

/** A row of the documents list: the document with its property's address and tenant's name (null: not linked). */
export function testDocumentListItem(overrides: Partial<TDocumentListItem> = {}): TDocumentListItem {
  return { ...testDocument(), propertyAddress: null, tenantName: null, ...overrides };
}
