import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { SigningApi } from '@immodesk/contracts-service/signingApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import { addRegistrationTasks, type RegistrationTasksDeps } from './addRegistrationTask';
import { scheduleContractRent, type RentScheduleDeps } from './generateRentSchedules';
import { assertPaidThroughPast, recordedOnPaper } from './recordSignedContract';
import { syncPropertiesOccupancy, type OccupanciesDeps } from './syncPropertyOccupancy';

export type RecordSignedContractsDeps = OccupanciesDeps &
  RentScheduleDeps &
  RegistrationTasksDeps & {
    contracts: Pick<ContractsApi, 'recordPaperSignatures' | 'listRentedPropertyIds'>;
    signing: Pick<SigningApi, 'appendAuditEvents'>;
    finance: Pick<FinanceApi, 'generateRentSchedules' | 'settleOpeningBalances'>;
    identity: Pick<IdentityApi, 'getCurrentUser'>;
    clock: Clock;
  };

/** What the batch wrote beyond the contracts themselves (a failed import removes it again). */
export type RecordedSignatures = { contracts: TContract[]; taskIds: string[] };

/** Leases whose rent schedule is made in one call: a few hundred leases' items per finance call. */
const SCHEDULE_CHUNK = 250;

/**
 * Many drafts signed on paper at once (the rent-roll import), the record-signed flow of `recordSignedContract`
 * in set queries: every lease keeps its signing day and takes its status from its dates, one audit event each
 * says who recorded it on paper, the properties' occupancy follows, the rent schedules are made, the
 * registration tasks added (for leases without `registeredOn`), and with `paidThrough` every item due up to that
 * day is an opening balance. No scans nor past indexations here (the rent roll has no column for them).
 * `onTasks` hears the new tasks' ids as soon as they exist, so a failure after them can remove them again.
 */
export async function recordSignedContracts(
  deps: RecordSignedContractsDeps,
  context: RequestContext,
  input: {
    leases: { id: string; signedOn: string; registeredOn?: string | null }[];
    paidThrough?: string | null;
    onTasks?: (ids: string[]) => void;
  },
): Promise<RecordedSignatures> {
  const today = deps.clock.today();
  const paidThrough = input.paidThrough ?? undefined;
  assertPaidThroughPast(paidThrough, today);
  if (input.leases.length === 0) return { contracts: [], taskIds: [] };
  const contracts = await deps.contracts.recordPaperSignatures(context, input.leases);
  const user = await deps.identity.getCurrentUser(context);
  await deps.signing.appendAuditEvents(
    context.organizationId,
    contracts.map((contract) => ({ contractId: contract.id, entry: recordedOnPaper(user, null) })),
  );
  await syncPropertiesOccupancy(
    deps,
    context,
    contracts.map((contract) => contract.propertyId),
  );
  const ids = contracts.map((contract) => contract.id);
  for (let index = 0; index < ids.length; index += SCHEDULE_CHUNK)
    await scheduleContractRent(deps, context, ids.slice(index, index + SCHEDULE_CHUNK));
  const taskIds = await addRegistrationTasks(deps, context, {
    contracts: contracts.filter((contract) => !contract.registeredOn),
    language: user.language,
    today,
  });
  input.onTasks?.(taskIds);
  if (paidThrough) await deps.finance.settleOpeningBalances(context, { contractIds: ids, paidThrough });
  return { contracts, taskIds };
}
