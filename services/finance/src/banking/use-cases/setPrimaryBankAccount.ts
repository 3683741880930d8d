import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BankAccount } from '../domain/bankAccount';
import { bankAccountRepository } from '../repositories/bankAccountRepository';
import { listBankAccounts } from './listBankAccounts';

/** Makes one account the primary (another organization's: not_found); answers every account. */
export async function setPrimaryBankAccount(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<BankAccount[]> {
  const now = clock.now();
  await dataSource.transaction(async (manager) => {
    const repository = bankAccountRepository(manager);
    const account = await repository.findById(context.organizationId, id);
    if (!account) throw AppError.notFound('bankAccount');
    if (account.primarySlot === 1) return;
    await repository.clearPrimary(context.organizationId, now);
    await repository.markPrimary(context.organizationId, id, now);
  });
  return listBankAccounts(dataSource, context);
}
