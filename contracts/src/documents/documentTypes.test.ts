import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD_TYPES, LEGACY_DOCUMENT_TYPE_MAPPING } from '../vocabulary/documentTypes';
import { ZListDocumentsQuery } from './listDocuments.contract';
import { ZUploadDocumentFields } from './uploadDocument.contract';

describe('document types', () => {
  it('offers the SPEC list and other, never task attachments', () => {
    expect(DOCUMENT_UPLOAD_TYPES).toContain('rental_agreement');
    expect(DOCUMENT_UPLOAD_TYPES).toContain('other');
    expect(ZUploadDocumentFields.safeParse({ type: 'task_document' }).success).toBe(false);
  });

  it('maps every older type onto an offered one, on upload and in the filter', () => {
    for (const [legacy, mapped] of Object.entries(LEGACY_DOCUMENT_TYPE_MAPPING)) {
      expect(ZUploadDocumentFields.parse({ type: legacy }).type).toBe(mapped);
      expect(ZListDocumentsQuery.parse({ type: legacy }).type).toBe(mapped);
    }
    expect(ZUploadDocumentFields.parse({ type: 'insurance' }).type).toBe('building_insurance');
  });

  it('sorts by upload date, newest first, unless asked otherwise', () => {
    expect(ZListDocumentsQuery.parse({})).toMatchObject({ sort: 'uploadedAt', order: 'desc' });
    expect(ZListDocumentsQuery.safeParse({ sort: 'owner' }).success).toBe(false);
  });
});
