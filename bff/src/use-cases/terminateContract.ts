import type { TContract, TContractParams } from '@immodesk/contracts/contracts/contract.contract';
import type { TTerminateContractRequest } from '@immodesk/contracts/contracts/contractTransitions.contract';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { scheduleContractRent, type RentScheduleDeps } from './generateRentSchedules';

export type TerminateContractDeps = RentScheduleDeps & { contracts: Pick<ContractsApi, 'terminateContract'> };

/** Ends a lease, and its rent schedule with it at once: nothing stays due after the termination date. */
export async function terminateContract(
  deps: TerminateContractDeps,
  context: RequestContext,
  input: TContractParams & TTerminateContractRequest,
): Promise<TContract> {
  const contract = await deps.contracts.terminateContract(context, input);
  await scheduleContractRent(deps, context, [contract.id]);
  return contract;
}
