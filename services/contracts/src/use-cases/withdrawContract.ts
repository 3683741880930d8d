import { nextStatus } from '../domain/contractLifecycle';
import { changeOwnContract, type OwnContractUseCase } from './changeOwnContract';

/**
 * sent → draft (issue 26): the landlord withdrew the sent lease, or changed its text after sending; the signatures
 * given so far no longer count (contracts-sign voids them) and a new send is needed.
 */
export const withdrawContract: OwnContractUseCase = (dataSource, clock, context, params) => {
  const now = clock.now();
  return changeOwnContract(dataSource, context, params.id, (row) => ({
    ...row,
    status: nextStatus(row.status, 'withdraw'),
    sentAt: null,
    updatedAt: now,
  }));
};
