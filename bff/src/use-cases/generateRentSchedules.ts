import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { FinanceApi, ScheduleRun } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import { JOB_CONTEXT } from './jobContext';

export type RentScheduleDeps = {
  contracts: Pick<ContractsApi, 'listScheduledContracts'>;
  finance: Pick<FinanceApi, 'generateRentSchedules'>;
};

/**
 * The `rent-schedule` job: every organization's leases that owe (or owed) rent, read from the contracts service in
 * one call, get their due items from the finance service in batches (every organization, like the contract-dates
 * job). A lease ends its schedule on its end or termination date.
 */
export async function generateRentSchedules(deps: RentScheduleDeps): Promise<ScheduleRun> {
  const contracts = await deps.contracts.listScheduledContracts(JOB_CONTEXT);
  return deps.finance.generateRentSchedules(JOB_CONTEXT, contracts);
}

/**
 * The same for a few of one organization's contracts, right when they are signed, start, end or are terminated, so
 * their items show (or go) without waiting for the hourly job. A draft or a sent contract: nothing. A signed lease
 * that starts later gets its first item once that item's due date is within the rent-request lead.
 */
export async function scheduleContractRent(
  deps: RentScheduleDeps,
  context: RequestContext,
  contractIds: readonly string[],
): Promise<ScheduleRun> {
  const contracts = await deps.contracts.listScheduledContracts(context, { ids: [...contractIds] });
  return deps.finance.generateRentSchedules(context, contracts);
}
