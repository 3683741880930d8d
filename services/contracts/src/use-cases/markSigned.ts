import { addDays, belgianDate } from '../domain/contractDates';
import { nextStatus } from '../domain/contractLifecycle';
import type { ContractRow } from '../entities/ContractEntity';
import { changeOwnContract, type OwnContractUseCase } from './changeOwnContract';

/**
 * sent → signed: every party has signed (contracts-sign decides when); `signedOn` becomes that day. The content is
 * frozen from here on. An
 * amendment that is signed replaces the version it amends: that one ends the day before the amendment starts
 * (reason mutual_agreement, the parties agreed to the new version).
 */
export const markSigned: OwnContractUseCase = (dataSource, clock, context, params) => {
  const now = clock.now();
  // The lease is signed on the day the last party signs: that date goes into it (and starts the registration term).
  const sign = (row: ContractRow): ContractRow => ({
    ...row,
    status: nextStatus(row.status, 'sign'),
    signedOn: belgianDate(now),
    signedAt: now,
    updatedAt: now,
  });
  return changeOwnContract(dataSource, context, params.id, sign, async (repository, row) => {
    if (!row.amendsContractId) return;
    const previous = await repository.findById(context.organizationId, row.amendsContractId);
    if (previous && (previous.row.status === 'signed' || previous.row.status === 'active')) {
      await repository.save({
        ...previous.row,
        status: 'terminated',
        terminationDate: addDays(row.startsOn, -1),
        terminationReason: 'mutual_agreement',
        updatedAt: now,
      });
    }
  });
};
