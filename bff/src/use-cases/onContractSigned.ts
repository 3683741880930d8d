import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import { formatLongDate } from '@immodesk/contracts-service/contractsApi';
import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';
import { translate } from '../i18n/translate';
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
    const property = await deps.properties.getProperty(context, contract.propertyId);
    const address = `${property.street} ${property.houseNumber}, ${property.postalCode} ${property.city}`;
    await deps.properties.createTask(context, {
      title: translate(language, 'contracts.registrationTask.title', {
        contractNumber: contract.contractNumber,
      }),
      description: translate(language, 'contracts.registrationTask.description', {
        address,
        deadline: formatLongDate(language, contract.registrationDeadline),
      }),
      propertyId: contract.propertyId,
      priority: 'high',
      contractorId: null,
      dueDate: contract.registrationDeadline,
      completed: false,
    });
  }
  return contract;
}
