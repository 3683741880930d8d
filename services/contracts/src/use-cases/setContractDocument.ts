import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, ContractDocumentFormat } from '../domain/contract';
import { changeOwnContract } from './changeOwnContract';

/** Remembers the stored document of a rendering (the BFF stored it through the documents service). */
export function setContractDocument(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; format: ContractDocumentFormat; documentId: string | null },
): Promise<Contract> {
  return changeOwnContract(dataSource, context, input.id, (row) => ({
    ...row,
    ...(input.format === 'pdf' ? { pdfDocumentId: input.documentId } : { docxDocumentId: input.documentId }),
  }));
}
