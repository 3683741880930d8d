import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, ContractDocumentFormat } from '../domain/contract';
import { contractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** Remembers the stored document of a rendering (the BFF stored it through the documents service). */
export async function setContractDocument(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { id: string; format: ContractDocumentFormat; documentId: string | null },
): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, input.id);
  const row = {
    ...stored.row,
    ...(input.format === 'pdf' ? { pdfDocumentId: input.documentId } : { docxDocumentId: input.documentId }),
  };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}
