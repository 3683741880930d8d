import { datedStatus } from '../domain/contractLifecycle';
import { changeOwnContract, type OwnContractUseCase } from './changeOwnContract';

/** One contract brought up to date with the calendar (after signing: a lease that already started is active). */
export const advanceContract: OwnContractUseCase = (dataSource, clock, context, params) => {
  return changeOwnContract(dataSource, context, params.id, (row) => {
    const status = datedStatus(row.status, row.startsOn, row.endsOn, clock.today());
    return status === row.status ? row : { ...row, status, updatedAt: clock.now() };
  });
};
