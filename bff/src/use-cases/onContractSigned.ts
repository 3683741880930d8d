import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { addRegistrationTask } from './addRegistrationTask';
import { scheduleContractRent, type RentScheduleDeps } from './generateRentSchedules';
import { syncPropertyOccupancy, type OccupancyDeps } from './syncPropertyOccupancy';

export type ContractSignedDeps = OccupancyDeps &
  RentScheduleDeps & {
    contracts: Pick<ContractsApi, 'markSigned' | 'advanceContract' | 'listRentedPropertyIds'>;
    properties: Pick<PropertiesApi, 'getProperty' | 'updateProperty' | 'createTask'>;
    identity: Pick<IdentityApi, 'getCurrentUser'>;
  };

/**
 * The flow for the moment every party has signed (contracts-sign calls it when the last signature is in):
 * the contract becomes signed (its content frozen), active at once when its start date has come, the property's
 * occupancy follows, and the registration duty (rental-law.md §4: within 2 months for housing, 4 otherwise)
 * becomes a high-priority task on the property, due on the deadline, in the landlord's language.
 */
export async function onContractSigned(
  deps: ContractSignedDeps,
  context: RequestContext,
  params: { id: string; landlordLanguage?: TLanguage },
): Promise<TContract> {
  await deps.contracts.markSigned(context, params);
  const contract = await deps.contracts.advanceContract(context, params);
  await syncPropertyOccupancy(deps, context, contract.propertyId);
  await scheduleContractRent(deps, context, [
    contract.id,
    ...(contract.amendsContractId ? [contract.amendsContractId] : []),
  ]);
  if (contract.registrationDeadline) {
    const language = params.landlordLanguage ?? (await deps.identity.getCurrentUser(context)).language;
    await addRegistrationTask(deps, context, { contract, language });
  }
  return contract;
}
