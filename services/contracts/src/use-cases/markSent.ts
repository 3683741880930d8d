import { nextStatus } from '../domain/contractLifecycle';
import { changeOwnContract, type OwnContractUseCase } from './changeOwnContract';

/** draft|sent → sent: the share link was made and mailed (contracts-sign calls this from its send flow). */
export const markSent: OwnContractUseCase = (dataSource, clock, context, params) => {
  const now = clock.now();
  return changeOwnContract(dataSource, context, params.id, (row) => ({
    ...row,
    status: nextStatus(row.status, 'send'),
    sentAt: now,
    updatedAt: now,
  }));
};
