import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { Contract, ContractDocumentFormat, DatedTransition, Termination } from '../domain/contract';
import { addDays, belgianDate } from '../domain/contractDates';
import { datedStatus, nextStatus, assertCanApply } from '../domain/contractLifecycle';
import { contractRepository } from '../repositories/contractRepository';
import { findOwnContract } from './getContract';
import { toContract } from './toContract';

/** draft|sent → sent: the share link was made and mailed (contracts-sign calls this from its send flow). */
export async function markSent(dataSource: DataSource, clock: Clock, context: RequestContext, params: { id: string }): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  const now = clock.now();
  const row = { ...stored.row, status: nextStatus(stored.row.status, 'send'), sentAt: now, updatedAt: now };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}

/**
 * sent → signed: every party has signed (contracts-sign decides when); `signedOn` becomes that day. The content is
 * frozen from here on. An
 * amendment that is signed replaces the version it amends: that one ends the day before the amendment starts
 * (reason mutual_agreement, the parties agreed to the new version).
 */
export async function markSigned(dataSource: DataSource, clock: Clock, context: RequestContext, params: { id: string }): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  const now = clock.now();
  // The lease is signed on the day the last party signs: that date goes into it (and starts the registration term).
  const row = { ...stored.row, status: nextStatus(stored.row.status, 'sign'), signedOn: belgianDate(now), signedAt: now, updatedAt: now };
  await dataSource.transaction(async (manager) => {
    const transactional = contractRepository(manager);
    await transactional.save(row);
    if (row.amendsContractId) {
      const previous = await transactional.findById(context.organizationId, row.amendsContractId);
      if (previous && (previous.row.status === 'signed' || previous.row.status === 'active')) {
        await transactional.save({
          ...previous.row,
          status: 'terminated',
          terminationDate: addDays(row.startsOn, -1),
          terminationReason: 'mutual_agreement',
          updatedAt: now,
        });
      }
    }
  });
  return toContract({ row, tenantIds: stored.tenantIds });
}

/** signed|active → terminated on `date` for `reason`. */
export async function terminateContract(dataSource: DataSource, clock: Clock, context: RequestContext, input: { id: string } & Termination): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, input.id);
  const status = nextStatus(stored.row.status, 'terminate');
  if (input.date < stored.row.startsOn) {
    throw new AppError('validation_error', { details: { date: 'validation.contractTerminationBeforeStart' } });
  }
  const row = { ...stored.row, status, terminationDate: input.date, terminationReason: input.reason, updatedAt: clock.now() };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}

/**
 * An amendment of a signed or active contract: a new draft version with the same number and structured
 * reference, to be changed, sent and signed like the original. One open amendment at a time (409).
 */
export async function amendContract(dataSource: DataSource, clock: Clock, context: RequestContext, params: { id: string }): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  assertCanApply(stored.row.status, 'amend');
  const versions = await repository.list(context.organizationId, { page: 1, pageSize: 200, propertyId: stored.row.propertyId });
  const sameContract = versions.items.filter(({ row }) => row.sequenceNumber === stored.row.sequenceNumber);
  if (sameContract.some(({ row }) => row.status === 'draft' || row.status === 'sent')) {
    throw new AppError('conflict', { messageKey: 'contracts.errors.amendmentOpen' });
  }
  const version = Math.max(...sameContract.map(({ row }) => row.version)) + 1;
  const now = clock.now();
  const { id: _previousId, ...copy } = stored.row;
  const inserted = await dataSource.transaction((manager) =>
    contractRepository(manager).insert(
      { ...copy, status: 'draft', version, amendsContractId: stored.row.id, terminationDate: null, terminationReason: null, pdfDocumentId: null, docxDocumentId: null, sentAt: null, signedAt: null, createdAt: now, updatedAt: now },
      stored.tenantIds,
    ),
  );
  return toContract(inserted);
}

/**
 * The date job: signed leases become active on their start date, active ones expire after their end date
 * (every organization; the job runs under a lease, see the BFF's background jobs). Answers what moved.
 */
export async function advanceDatedContracts(dataSource: DataSource, clock: Clock): Promise<DatedTransition[]> {
  const today = clock.today();
  const repository = contractRepository(dataSource);
  const moved: DatedTransition[] = [];
  for (const row of await repository.findDatedTransitionsDue(today)) {
    const status = datedStatus(row.status, row.startsOn, row.endsOn, today);
    if (status === row.status) continue;
    await repository.save({ ...row, status, updatedAt: clock.now() });
    moved.push({ organizationId: row.organizationId, contractId: row.id, propertyId: row.propertyId, status });
  }
  return moved;
}

/** How many of the organization's contracts bind a tenant or a property right now (signed or active). */
export async function countContractsInForce(dataSource: DataSource, context: RequestContext, filter: { tenantId?: string; propertyId?: string }): Promise<number> {
  return contractRepository(dataSource).countWithStatus(context.organizationId, { ...filter, statuses: ['signed', 'active'] });
}

/** The organization's properties that have an active contract (they are rented). */
export async function listRentedPropertyIds(dataSource: DataSource, context: RequestContext): Promise<string[]> {
  return contractRepository(dataSource).propertyIdsWithStatus(context.organizationId, ['active']);
}

/** Remembers the stored document of a rendering (the BFF stored it through the documents service). */
export async function setContractDocument(dataSource: DataSource, clock: Clock, context: RequestContext, input: { id: string; format: ContractDocumentFormat; documentId: string | null }): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, input.id);
  const row = { ...stored.row, ...(input.format === 'pdf' ? { pdfDocumentId: input.documentId } : { docxDocumentId: input.documentId }) };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}

/** One contract brought up to date with the calendar (after signing: a lease that already started is active). */
export async function advanceContract(dataSource: DataSource, clock: Clock, context: RequestContext, params: { id: string }): Promise<Contract> {
  const repository = contractRepository(dataSource);
  const stored = await findOwnContract(repository, context, params.id);
  const status = datedStatus(stored.row.status, stored.row.startsOn, stored.row.endsOn, clock.today());
  if (status === stored.row.status) return toContract(stored);
  const row = { ...stored.row, status, updatedAt: clock.now() };
  await repository.save(row);
  return toContract({ row, tenantIds: stored.tenantIds });
}

/** A property is being deleted: its contracts go with it, unless one binds the parties (409, terminate it first). */
export async function deletePropertyContracts(dataSource: DataSource, context: RequestContext, ref: { propertyId: string }): Promise<number> {
  const repository = contractRepository(dataSource);
  if ((await repository.countWithStatus(context.organizationId, { propertyId: ref.propertyId, statuses: ['signed', 'active'] })) > 0) {
    throw new AppError('conflict', { messageKey: 'contracts.errors.propertyHasContract' });
  }
  const { items } = await repository.list(context.organizationId, { page: 1, pageSize: 200, propertyId: ref.propertyId });
  await dataSource.transaction(async (manager) => {
    for (const { row } of items) await contractRepository(manager).remove(context.organizationId, row.id);
  });
  return items.length;
}
