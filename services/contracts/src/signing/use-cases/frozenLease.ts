import crypto from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { ContractDocumentModel } from '../../rendering/contractModel';
import {
  ContractFrozenLeaseEntity,
  type ContractFrozenLeaseRow,
} from '../entities/ContractFrozenLeaseEntity';
import { ContractSignatureEntity } from '../entities/ContractSignatureEntity';
import { appendPdfPages } from '../rendering/appendPdfPages';
import { appendAuditEvent } from './auditTrail';
import { revokeShareLinks } from './shareLinks';
import type { SigningDeps } from './signingDeps';
import { readStoredImage } from './storedSignature';
import { sha256Hex } from './verifySignedPdf';

/** The lease as it was sent, read back from the storage; `isIntact` says whether its bytes still hash as frozen. */
export type FrozenLease = {
  sha256: string;
  frozenAt: Date;
  model: ContractDocumentModel;
  pdf: Buffer;
  isIntact: boolean;
};

function findLiveRow(dataSource: DataSource, organizationId: string, contractId: string) {
  return dataSource
    .getRepository(ContractFrozenLeaseEntity)
    .findOne({ where: { organizationId, contractId, voidedAt: IsNull() }, order: { frozenAt: 'DESC' } });
}

/**
 * Freezes the lease at `send` (issue 26): its model and PDF go to the storage under
 * `<organizationId>/frozen-leases/<id>`, the PDF's SHA-256 into the row. An earlier frozen copy is voided.
 */
export async function freezeLease(
  { dataSource, storage, clock }: SigningDeps,
  context: RequestContext,
  input: { contractId: string; model: ContractDocumentModel; pdf: Buffer },
): Promise<{ sha256: string; frozenAt: Date }> {
  const id = crypto.randomUUID();
  const folder = `${context.organizationId}/frozen-leases/${id}`;
  const row: ContractFrozenLeaseRow = {
    id,
    organizationId: context.organizationId,
    contractId: input.contractId,
    sha256: sha256Hex(input.pdf),
    pdfKey: `${folder}.pdf`,
    modelKey: `${folder}.json`,
    frozenAt: clock.now(),
    voidedAt: null,
  };
  await storage.put(row.pdfKey, input.pdf, 'application/pdf');
  await storage.put(row.modelKey, Buffer.from(JSON.stringify(input.model), 'utf8'), 'application/json');
  const frozen = dataSource.getRepository(ContractFrozenLeaseEntity);
  await frozen.update(
    { organizationId: context.organizationId, contractId: input.contractId, voidedAt: IsNull() },
    { voidedAt: row.frozenAt },
  );
  await frozen.insert(row);
  return { sha256: row.sha256, frozenAt: row.frozenAt };
}

/** The contract's live frozen lease, or null when it was never sent since freezing began or a change voided it. */
export async function getFrozenLease(
  { dataSource, storage }: SigningDeps,
  organizationId: string,
  contractId: string,
): Promise<FrozenLease | null> {
  const row = await findLiveRow(dataSource, organizationId, contractId);
  if (!row) return null;
  const [pdf, model] = await Promise.all([
    readStoredImage(storage, row.pdfKey).catch(() => Buffer.alloc(0)),
    readStoredImage(storage, row.modelKey),
  ]);
  return {
    sha256: row.sha256,
    frozenAt: row.frozenAt,
    model: JSON.parse(model.toString('utf8')) as ContractDocumentModel,
    pdf,
    isIntact: sha256Hex(pdf) === row.sha256,
  };
}

/** 409: the lease the signers saw is gone or its bytes changed; only a new send opens signing again. */
export function leaseChanged(): AppError {
  return new AppError('conflict', { messageKey: 'errors.contractSigning.leaseChanged' });
}

/**
 * The final PDF: the frozen lease's bytes, unchanged, followed by the signature page (an incremental update), with
 * the SHA-256 of both. Refused when the frozen copy is missing or no longer hashes as it did.
 */
export async function sealSignedLease(
  deps: SigningDeps,
  context: RequestContext,
  input: { contractId: string; signaturePagePdf: Buffer },
): Promise<{ pdf: Buffer; sha256: string; leaseSha256: string }> {
  const frozen = await getFrozenLease(deps, context.organizationId, input.contractId);
  if (!frozen?.isIntact) throw leaseChanged();
  const pdf = appendPdfPages(frozen.pdf, input.signaturePagePdf);
  return { pdf, sha256: sha256Hex(pdf), leaseSha256: frozen.sha256 };
}

/**
 * A change of the lease after sending (or its withdrawal): the signatures given so far and the frozen copy are voided
 * (kept as evidence), every share link stops, and the trail records it with the hash of the voided text. Answers how
 * many signatures were voided.
 */
export async function voidSignatures(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: { contractId: string; actor: string; type: 'signatures_voided' | 'withdrawn' },
): Promise<number> {
  const now = clock.now();
  const where = { organizationId: context.organizationId, contractId: input.contractId, voidedAt: IsNull() };
  const frozen = await findLiveRow(dataSource, context.organizationId, input.contractId);
  const voided = await dataSource.getRepository(ContractSignatureEntity).update(where, { voidedAt: now });
  await dataSource.getRepository(ContractFrozenLeaseEntity).update(where, { voidedAt: now });
  await revokeShareLinks(dataSource, clock, context, input.contractId, input.actor);
  await appendAuditEvent(dataSource, clock, context.organizationId, input.contractId, {
    type: input.type,
    actor: input.actor,
    sha256: frozen?.sha256 ?? null,
  });
  return voided.affected ?? 0;
}
