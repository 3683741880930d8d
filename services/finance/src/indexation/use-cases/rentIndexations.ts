import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError, isAppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import {
  calculateIndexation,
  newRentFrom,
  type EpcLabel,
  type IndexationResult,
  type IndexedLease,
  type PastIndexation,
} from '../domain/indexationRules';
import type { RentIndexationRow } from '../entities/RentIndexationEntity';
import { rentIndexationRepository } from '../repositories/rentIndexationRepository';
import { healthIndexBases } from './healthIndex';

/** A lease to index, as the BFF read it (contract checked to be the organization's, EPC label from the property). */
export type IndexationSubject = {
  contractId: string;
  lease: IndexedLease;
  epcLabel: EpcLabel | null;
  requestDate: string;
};

export type IndexationPreview = IndexationResult & { contractId: string };

/** What every indexation of the history has besides its figures: its id and the letter that went out. */
type HistoryRecord = {
  id: string;
  letterDocumentId: string | null;
  letterSentAt: string | null;
  createdAt: string;
};

/** An indexation applied in the product: the calculation as it was made. */
export type RentIndexation = IndexationPreview & HistoryRecord & { kind: 'computed' };

/** A past rent revision recorded with a paper lease: its day (as `anniversaryDate`) and rents, no calculation. */
export type RecordedIndexation = Pick<
  IndexationPreview,
  | 'contractId'
  | 'requestDate'
  | 'anniversaryDate'
  | 'region'
  | 'baseRentCents'
  | 'oldRentCents'
  | 'newRentCents'
  | 'increaseCents'
  | 'newRentFrom'
> &
  HistoryRecord & { kind: 'recorded' };

/** One entry of a lease's indexation history. */
export type HistoryIndexation = RentIndexation | RecordedIndexation;

function toPastIndexation(row: RentIndexationRow): PastIndexation {
  return { anniversaryDate: row.anniversaryDate, newRentCents: row.newRentCents };
}

/** A computed row's calculation columns, which only recorded rows leave empty. */
function calculationOf(row: RentIndexationRow) {
  const { rule, baseIndexMonth, baseIndexPoints, newIndexMonth, newIndexPoints, indexBaseYear } = row;
  if (
    rule === null ||
    baseIndexMonth === null ||
    baseIndexPoints === null ||
    newIndexMonth === null ||
    newIndexPoints === null ||
    indexBaseYear === null
  )
    throw new Error(`Computed indexation ${row.id} lacks its calculation`);
  return {
    rule,
    baseIndexMonth,
    baseIndex: baseIndexPoints,
    newIndexMonth,
    newIndex: newIndexPoints,
    indexBase: indexBaseYear,
  };
}

export function toRentIndexation(row: RentIndexationRow): HistoryIndexation {
  const shared = {
    id: row.id,
    contractId: row.contractId,
    requestDate: row.requestDate,
    anniversaryDate: row.anniversaryDate,
    region: row.region,
    baseRentCents: row.baseRentCents,
    oldRentCents: row.oldRentCents,
    newRentCents: row.newRentCents,
    increaseCents: row.increaseCents,
    letterDocumentId: row.letterDocumentId,
    letterSentAt: row.letterSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'recorded') return { ...shared, kind: 'recorded', newRentFrom: row.anniversaryDate };
  return {
    ...shared,
    ...calculationOf(row),
    kind: 'computed',
    epcLabel: row.epcLabel,
    correction: row.correction,
    newRentFrom: newRentFrom(row.anniversaryDate, row.requestDate),
    retroactiveMonths: row.retroactiveMonths,
    retroactiveFromMonth: row.retroactiveFromMonth,
    retroactiveAmountCents: row.retroactiveAmountCents,
  };
}

export async function previewIndexation(
  dataSource: DataSource,
  context: RequestContext,
  subject: IndexationSubject,
): Promise<IndexationPreview> {
  if (!isCalendarDate(subject.requestDate))
    throw new AppError('validation_error', { details: { date: 'validation.invalidDate' } });
  const [index, history] = await Promise.all([
    healthIndexBases(dataSource),
    rentIndexationRepository(dataSource).listForContract(context.organizationId, subject.contractId),
  ]);
  const result = calculateIndexation({
    lease: subject.lease,
    epcLabel: subject.epcLabel,
    requestDate: subject.requestDate,
    history: history.map(toPastIndexation),
    index,
  });
  return { ...result, contractId: subject.contractId };
}

/**
 * The indexations each lease could claim on its request date; a lease that cannot be indexed then (before its first
 * anniversary, already indexed this lease year, index month not published yet) answers null.
 */
export async function previewIndexations(
  dataSource: DataSource,
  context: RequestContext,
  subjects: IndexationSubject[],
): Promise<(IndexationPreview | null)[]> {
  const [index, rows] = await Promise.all([
    healthIndexBases(dataSource),
    rentIndexationRepository(dataSource).listForContracts(
      context.organizationId,
      subjects.map((subject) => subject.contractId),
    ),
  ]);
  // Each lease's history in one pass (in the order read), not a pass over every indexation per lease.
  const rowsByContract = new Map<string, typeof rows>();
  for (const row of rows) {
    const own = rowsByContract.get(row.contractId);
    if (own) own.push(row);
    else rowsByContract.set(row.contractId, [row]);
  }
  return subjects.map((subject) => {
    const history = (rowsByContract.get(subject.contractId) ?? []).map(toPastIndexation);
    try {
      return {
        ...calculateIndexation({
          lease: subject.lease,
          epcLabel: subject.epcLabel,
          requestDate: subject.requestDate,
          history,
          index,
        }),
        contractId: subject.contractId,
      };
    } catch (error) {
      if (isAppError(error) && (error.code === 'business_rule' || error.code === 'conflict')) return null;
      throw error;
    }
  });
}

/** Records the indexation of a written request made on `requestDate` (today at the latest); once per lease year. */
export async function applyIndexation(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  subject: IndexationSubject,
): Promise<RentIndexation> {
  if (subject.requestDate > clock.today())
    throw new AppError('business_rule', { messageKey: 'errors.indexation.requestInFuture' });
  const preview = await previewIndexation(dataSource, context, subject);
  try {
    const row = await rentIndexationRepository(dataSource).insert({
      organizationId: context.organizationId,
      contractId: subject.contractId,
      kind: 'computed',
      requestDate: preview.requestDate,
      anniversaryDate: preview.anniversaryDate,
      region: preview.region,
      rule: preview.rule,
      epcLabel: preview.epcLabel,
      baseRentCents: preview.baseRentCents,
      oldRentCents: preview.oldRentCents,
      newRentCents: preview.newRentCents,
      increaseCents: preview.increaseCents,
      baseIndexMonth: preview.baseIndexMonth,
      baseIndexPoints: preview.baseIndex,
      newIndexMonth: preview.newIndexMonth,
      newIndexPoints: preview.newIndex,
      indexBaseYear: preview.indexBase,
      correction: preview.correction,
      retroactiveMonths: preview.retroactiveMonths,
      retroactiveFromMonth: preview.retroactiveFromMonth,
      retroactiveAmountCents: preview.retroactiveAmountCents,
      letterDocumentId: null,
      letterSentAt: null,
      createdAt: clock.now(),
    });
    return computed(toRentIndexation(row));
  } catch (error) {
    // Two requests for the same lease year at once: the unique index keeps one.
    if (isUniqueViolation(error))
      throw new AppError('conflict', {
        messageKey: 'errors.indexation.alreadyApplied',
        params: { date: preview.anniversaryDate },
      });
    throw error;
  }
}

export async function listIndexations(
  dataSource: DataSource,
  context: RequestContext,
  contractId: string,
): Promise<HistoryIndexation[]> {
  const rows = await rentIndexationRepository(dataSource).listForContract(context.organizationId, contractId);
  return rows.map(toRentIndexation);
}

export async function getIndexation(
  dataSource: DataSource,
  context: RequestContext,
  ref: { contractId: string; indexationId: string },
): Promise<HistoryIndexation> {
  const row = await rentIndexationRepository(dataSource).findOne(
    context.organizationId,
    ref.contractId,
    ref.indexationId,
  );
  if (!row) throw AppError.notFound('indexation');
  return toRentIndexation(row);
}

/** A computed indexation, the only kind with a calculation to write to the tenant: a recorded one is refused. */
function computed(indexation: HistoryIndexation): RentIndexation {
  if (indexation.kind === 'recorded')
    throw new AppError('business_rule', { messageKey: 'errors.indexation.recordedHasNoLetter' });
  return indexation;
}

/** The indexation the tenant letter is about. */
export async function getComputedIndexation(
  dataSource: DataSource,
  context: RequestContext,
  ref: { contractId: string; indexationId: string },
): Promise<RentIndexation> {
  return computed(await getIndexation(dataSource, context, ref));
}

/** After the letter went out: its stored document and when. */
export async function recordIndexationLetter(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  ref: { contractId: string; indexationId: string; documentId: string | null },
): Promise<RentIndexation> {
  await getComputedIndexation(dataSource, context, ref);
  await rentIndexationRepository(dataSource).update(context.organizationId, ref.indexationId, {
    letterDocumentId: ref.documentId,
    letterSentAt: clock.now(),
  });
  return getComputedIndexation(dataSource, context, ref);
}
