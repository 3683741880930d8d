import { DOCUMENT_TYPES, type TDocumentType } from '@immodesk/contracts/documents/listDocuments.contract';

/** Every document type of the contract with its label, sorted by that label in the interface language. */
export function documentTypeOptions(labelOf: (type: TDocumentType) => string, language: string): { value: TDocumentType; label: string }[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return DOCUMENT_TYPES.map((value) => ({ value, label: labelOf(value) })).sort((a, b) => collator.compare(a.label, b.label));
}
