import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TRentIndexation } from '@immodesk/contracts/indexation/rentIndexations.contract';
import type {
  TRecordedIndexation,
  TRecordSignedRequest,
} from '@immodesk/contracts/contracts/recordSigned.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { AuditEntry, SigningApi } from '@immodesk/contracts-service/signingApi';
import type { DocumentFilesApi, DocumentsApi } from '@immodesk/documents/documentsApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IndexationApi } from '@immodesk/finance/indexationApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import { addRegistrationTask, type RegistrationTaskDeps } from './addRegistrationTask';
import { scheduleContractRent, type RentScheduleDeps } from './generateRentSchedules';
import { syncPropertyOccupancy, type OccupancyDeps } from './syncPropertyOccupancy';

export type RecordSignedContractDeps = OccupancyDeps &
  RentScheduleDeps &
  RegistrationTaskDeps & {
    contracts: Pick<ContractsApi, 'getContract' | 'recordPaperSignature' | 'listRentedPropertyIds'>;
    documents: Pick<DocumentsApi, 'getDocument'>;
    documentFiles: Pick<DocumentFilesApi, 'deleteDocument'>;
    signing: Pick<SigningApi, 'appendAuditEvent'>;
    finance: Pick<FinanceApi, 'generateRentSchedules' | 'settleOpeningBalance' | 'repriceFutureDueItems'>;
    indexation: Pick<IndexationApi, 'recordPastIndexations'>;
    identity: Pick<IdentityApi, 'getCurrentUser'>;
    clock: Clock;
  };

/** `paidThrough` is a day that has come (the opening balance settles what was paid before the lease came in). */
export function assertPaidThroughPast(paidThrough: string | undefined, today: string): void {
  if (paidThrough && paidThrough > today)
    throw new AppError('validation_error', { details: { paidThrough: 'validation.notInFuture' } });
}

/** The audit event of a paper signature: who recorded it, never an e-signature. */
export function recordedOnPaper(
  user: { firstName: string; lastName?: string | null; email: string },
  documentId: string | null,
): AuditEntry {
  return {
    type: 'recorded_on_paper',
    actor: `${[user.firstName, user.lastName ?? ''].join(' ').trim()} <${user.email}>`,
    documentId,
  };
}

/** The scan must be a signed lease (`rental_agreement`) of the organization: anything else is a 404. */
async function assertSignedLeaseScan(
  deps: RecordSignedContractDeps,
  context: RequestContext,
  documentId: string,
): Promise<void> {
  const document = await deps.documents.getDocument(context, documentId);
  if (document.type !== 'rental_agreement') throw AppError.notFound('document');
}

/**
 * The lease's past rent revisions join its indexation history as recorded (validated before the lease is signed,
 * so a refused one leaves the draft as it was; given again, they replace the earlier ones).
 */
async function recordPastIndexations(
  deps: RecordSignedContractDeps,
  context: RequestContext,
  draft: TContract,
  indexations: TRecordedIndexation[],
): Promise<TRentIndexation[]> {
  // Not a draft any more: recordPaperSignature refuses it (409) and its history stays as it is.
  if (indexations.length === 0 || draft.status !== 'draft') return [];
  return deps.indexation.recordPastIndexations(context, {
    contractId: draft.id,
    lease: { region: draft.region, startsOn: draft.startsOn, baseRentCents: draft.rentCents },
    indexations,
  });
}

/**
 * POST /api/contracts/:id/record-signed: a draft the parties signed on paper. The contract keeps its real signing
 * day and takes its status from its dates; the audit trail says who recorded it as signed on paper (never an
 * e-signature); the property's occupancy and the rent schedule follow; with `paidThrough` every item due up to
 * that day is an opening balance; without `registeredOn` one task asks to check (or, within the term, to do) the
 * registration; past indexations are recorded in the lease's indexation history before its schedule is made.
 */
export async function recordSignedContract(
  deps: RecordSignedContractDeps,
  context: RequestContext,
  input: TRecordSignedRequest & { id: string },
): Promise<TContract> {
  const today = deps.clock.today();
  assertPaidThroughPast(input.paidThrough, today);
  const draft = await deps.contracts.getContract(context, { id: input.id });
  if (input.documentId) await assertSignedLeaseScan(deps, context, input.documentId);
  const pastIndexations = await recordPastIndexations(deps, context, draft, input.indexations ?? []);
  const contract = await deps.contracts.recordPaperSignature(context, {
    id: input.id,
    signedOn: input.signedOn,
    registeredOn: input.registeredOn ?? null,
    documentId: input.documentId ?? null,
  });
  // The draft's renderings named another signing day: they go (the next download renders the signed lease).
  for (const stale of [draft.pdfDocumentId, draft.docxDocumentId]) {
    if (stale && stale !== input.documentId)
      await deps.documentFiles.deleteDocument(context, stale).catch((error: unknown) => {
        if (!(isAppError(error) && error.code === 'not_found')) throw error;
      });
  }
  const user = await deps.identity.getCurrentUser(context);
  await deps.signing.appendAuditEvent(
    context.organizationId,
    contract.id,
    recordedOnPaper(user, input.documentId ?? null),
  );
  // Each recorded rent applies from its day on: the schedule, made next, bills the latest one from its date.
  for (const indexation of pastIndexations)
    await deps.finance.repriceFutureDueItems(context, {
      contractId: contract.id,
      effectiveFrom: indexation.newRentFrom,
      rentCents: indexation.newRentCents,
    });
  await syncPropertyOccupancy(deps, context, contract.propertyId);
  await scheduleContractRent(deps, context, [contract.id]);
  if (input.paidThrough)
    await deps.finance.settleOpeningBalance(context, {
      contractId: contract.id,
      paidThrough: input.paidThrough,
    });
  if (!input.registeredOn)
    await addRegistrationTask(deps, context, { contract, language: user.language, today });
  return contract;
}
