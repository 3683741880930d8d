import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import type { ContractRow } from '../entities/ContractEntity';
import { contractRepository, type StoredContract } from '../repositories/contractRepository';
import { paperSigned, type PaperSignature } from './recordPaperSignature';
import { toContract } from './toContract';

const CHUNK = 500;

/** The columns a paper signature changes: drafts that end up with the same values are updated in one statement. */
function changedColumns(row: ContractRow) {
  const { status, signedOn, signedAt, registeredOn, pdfDocumentId, docxDocumentId, updatedAt } = row;
  return { status, signedOn, signedAt, registeredOn, pdfDocumentId, docxDocumentId, updatedAt };
}

/**
 * Many drafts signed on paper at once (the rent-roll import), all or none: each goes through the rules of one
 * record (`paperSigned`: a draft, its dates), then the changes are written per chunk of contracts, those with the
 * same new values in one statement, in one transaction. Another organization's or an unknown id is a 404.
 */
export async function recordPaperSignatures(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  inputs: PaperSignature[],
): Promise<Contract[]> {
  const at = { now: clock.now(), today: clock.today() };
  const byId = new Map<string, StoredContract>();
  const repository = contractRepository(dataSource);
  for (let index = 0; index < inputs.length; index += CHUNK) {
    const ids = inputs.slice(index, index + CHUNK).map((input) => input.id);
    for (const stored of await repository.findByIds(context.organizationId, ids))
      byId.set(stored.row.id, stored);
  }
  const signed = inputs.map((input) => {
    const stored = byId.get(input.id);
    if (!stored) throw AppError.notFound('contract');
    return { row: paperSigned(stored.row, input, at), tenantIds: stored.tenantIds };
  });
  const groups = new Map<string, { values: ReturnType<typeof changedColumns>; ids: string[] }>();
  for (const { row } of signed) {
    const values = changedColumns(row);
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  await dataSource.transaction(async (manager) => {
    const writer = contractRepository(manager);
    for (const { values, ids } of groups.values())
      for (let index = 0; index < ids.length; index += CHUNK)
        await writer.updateMany(context.organizationId, ids.slice(index, index + CHUNK), values);
  });
  return signed.map(toContract);
}
