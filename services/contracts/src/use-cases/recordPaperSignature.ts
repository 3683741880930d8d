import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract } from '../domain/contract';
import { datedStatus, nextStatus } from '../domain/contractLifecycle';
import type { ContractRow } from '../entities/ContractEntity';
import { changeOwnContract } from './changeOwnContract';

export type PaperSignature = {
  id: string;
  /** The day the parties signed on paper: it becomes the lease's `signedOn`. */
  signedOn: string;
  registeredOn?: string | null;
  /** The scanned signed lease, a `rental_agreement` document the BFF checked to be the organization's. */
  documentId?: string | null;
};

/**
 * The dates a paper signature must respect (decision 2026-11-28 in docs/decisions/contracts-and-signing.md): signed on or
 * before today; on or before the lease's end (a lease signed after its start is common on paper and allowed);
 * registered on or after signing and not in the future.
 */
function problemsOf(row: ContractRow, input: PaperSignature, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.signedOn > today) problems.signedOn = 'validation.notInFuture';
  else if (input.signedOn > row.endsOn) problems.signedOn = 'validation.contractSignedAfterEnd';
  if (input.registeredOn && input.registeredOn > today) problems.registeredOn = 'validation.notInFuture';
  else if (input.registeredOn && input.registeredOn < input.signedOn)
    problems.registeredOn = 'validation.contractRegisteredBeforeSigning';
  return problems;
}

/**
 * draft → signed, active or expired by its dates: a lease the parties signed on paper, outside the product. Its
 * `signedOn` is the paper's date, so everything that reads the signing day (the PDF's closing line, the start
 * index, the deposit cap, the registration deadline) reads that one. The content is frozen from here on.
 */
export function recordPaperSignature(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: PaperSignature,
): Promise<Contract> {
  const now = clock.now();
  const today = clock.today();
  return changeOwnContract(dataSource, context, input.id, (row) => paperSigned(row, input, { now, today }));
}

/** The contract a paper signature makes of a draft (one record or a batch): 409 when not a draft, 400 on its dates. */
export function paperSigned(
  row: ContractRow,
  input: PaperSignature,
  at: { now: Date; today: string },
): ContractRow {
  const signed = nextStatus(row.status, 'record');
  const problems = problemsOf(row, input, at.today);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return {
    ...row,
    status: datedStatus(signed, row.startsOn, row.endsOn, at.today),
    signedOn: input.signedOn,
    // The instant the product learned of the signature; the signing day itself is `signedOn`.
    signedAt: at.now,
    registeredOn: input.registeredOn ?? null,
    // The scan is the lease's PDF from now on; without one, the draft's renderings (which named another
    // signing day) are dropped so the next download renders the signed lease.
    pdfDocumentId: input.documentId ?? null,
    docxDocumentId: null,
    updatedAt: at.now,
  };
}
