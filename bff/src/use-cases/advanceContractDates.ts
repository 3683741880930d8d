import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { Logger } from '@immodesk/platform/logger';
import { scheduleContractRent, type RentScheduleDeps } from './generateRentSchedules';
import { JOB_CONTEXT } from './jobContext';
import { syncPropertyOccupancy, type OccupancyDeps } from './syncPropertyOccupancy';

export type ContractDatesDeps = OccupancyDeps &
  RentScheduleDeps & {
    contracts: Pick<ContractsApi, 'advanceDatedContracts'>;
    logger: Logger;
  };

/**
 * The background job of contracts: signed leases become active on their start date and active ones expire after
 * their end date (every organization, like mail delivery); each moved contract's property
 * then shows as rented or available. Answers how many contracts moved.
 */
export async function advanceContractDates(deps: ContractDatesDeps): Promise<number> {
  const moved = await deps.contracts.advanceDatedContracts(JOB_CONTEXT);
  for (const transition of moved) {
    // The job acts for the organization itself; no user is behind it.
    const context = { organizationId: transition.organizationId, userId: 'system' };
    await syncPropertyOccupancy(deps, context, transition.propertyId).catch((error: unknown) =>
      deps.logger.warn(
        { err: error, contractId: transition.contractId },
        'contract dates: the property occupancy could not be updated',
      ),
    );
  }
  // Leases that started get their first items now, not at the next run of the rent-schedule job.
  const byOrganization = new Map<string, string[]>();
  for (const transition of moved)
    byOrganization.set(transition.organizationId, [
      ...(byOrganization.get(transition.organizationId) ?? []),
      transition.contractId,
    ]);
  for (const [organizationId, contractIds] of byOrganization) {
    await scheduleContractRent(deps, { organizationId, userId: 'system' }, contractIds).catch(
      (error: unknown) =>
        deps.logger.warn(
          { err: error, organizationId },
          'contract dates: the rent schedule is made by the next rent-schedule run',
        ),
    );
  }
  return moved.length;
}
