import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { IndexedLease } from '../domain/indexationRules';
import { rentIndexationRepository } from '../repositories/rentIndexationRepository';
import { toRentIndexation, type HistoryIndexation } from './rentIndexations';

/** A past rent revision: the rent paid from `indexedOn` on. */
export type PastRentRevision = { indexedOn: string; newRentCents: number };

/** The past rent revisions of a lease signed on paper, oldest first, as the landlord gives them. */
export type PastIndexationsInput = {
  contractId: string;
  lease: Pick<IndexedLease, 'region' | 'startsOn' | 'baseRentCents'>;
  indexations: PastRentRevision[];
};

/**
 * Why each revision cannot be recorded, by `indexations.<n>.<field>`: a day after the lease's start, not in the
 * future, after the revision before it (and after any indexation computed for the lease); a rent above zero.
 */
function problemsOf(input: PastIndexationsInput, today: string, latestStored: string | null) {
  const problems: Record<string, string> = {};
  let previous = latestStored;
  input.indexations.forEach(({ indexedOn, newRentCents }, position) => {
    const field = `indexations.${position}`;
    if (!isCalendarDate(indexedOn)) problems[`${field}.indexedOn`] = 'validation.invalidDate';
    else if (indexedOn <= input.lease.startsOn)
      problems[`${field}.indexedOn`] = 'validation.indexationBeforeLeaseStart';
    else if (indexedOn > today) problems[`${field}.indexedOn`] = 'validation.notInFuture';
    else if (previous !== null && indexedOn <= previous)
      problems[`${field}.indexedOn`] = 'validation.indexationsNotIncreasing';
    if (!Number.isSafeInteger(newRentCents) || newRentCents <= 0)
      problems[`${field}.newRentCents`] = 'validation.invalid';
    previous = indexedOn;
  });
  return problems;
}

/**
 * Stores a paper lease's past rent revisions in its indexation history as `recorded`: the day and the rent, the
 * rent before it (the previous revision's, else the lease rent), no rule and no index figures. All or nothing;
 * revisions recorded before for the contract are replaced (a retried recording). The contract is checked to be
 * the organization's by the caller.
 */
export async function recordPastIndexations(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: PastIndexationsInput,
): Promise<HistoryIndexation[]> {
  const computed = (
    await rentIndexationRepository(dataSource).listForContract(context.organizationId, input.contractId)
  ).filter((row) => row.kind === 'computed');
  const problems = problemsOf(input, clock.today(), computed[0]?.anniversaryDate ?? null);
  if (Object.keys(problems).length > 0) throw new AppError('validation_error', { details: problems });
  return dataSource.transaction(async (manager) => {
    const repository = rentIndexationRepository(manager);
    await repository.deleteRecorded(context.organizationId, input.contractId);
    const now = clock.now();
    let oldRentCents = computed[0]?.newRentCents ?? input.lease.baseRentCents;
    const recorded: HistoryIndexation[] = [];
    for (const { indexedOn, newRentCents } of input.indexations) {
      const row = await repository.insert({
        organizationId: context.organizationId,
        contractId: input.contractId,
        kind: 'recorded',
        requestDate: indexedOn,
        anniversaryDate: indexedOn,
        region: input.lease.region,
        rule: null,
        epcLabel: null,
        baseRentCents: input.lease.baseRentCents,
        oldRentCents,
        newRentCents,
        increaseCents: newRentCents - oldRentCents,
        baseIndexMonth: null,
        baseIndexPoints: null,
        newIndexMonth: null,
        newIndexPoints: null,
        indexBaseYear: null,
        correction: null,
        retroactiveMonths: 0,
        retroactiveFromMonth: null,
        retroactiveAmountCents: 0,
        letterDocumentId: null,
        letterSentAt: null,
        createdAt: now,
      });
      recorded.push(toRentIndexation(row));
      oldRentCents = newRentCents;
    }
    return recorded;
  });
}
