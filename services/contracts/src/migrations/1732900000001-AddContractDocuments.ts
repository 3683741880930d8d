import { column, columnsMigration, nullable } from '@immodesk/platform/migrations/columns';

/** The rendered PDF and DOCX are stored as documents (documents service); the contract remembers which. */
export class AddContractDocuments1732900000001 extends columnsMigration('contracts', [
  column.uuid('pdf_document_id', nullable),
  column.uuid('docx_document_id', nullable),
]) {}
