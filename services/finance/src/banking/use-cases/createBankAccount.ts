import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BankAccount, NewBankAccount } from '../domain/bankAccount';
import { bankAccountRepository } from '../repositories/bankAccountRepository';
import { toBankAccount } from './toBankAccount';

/**
 * Adds an account. The organization's first account is primary whatever was asked; `isPrimary` on a later one
 * moves the primary flag to it. The same IBAN twice is a 409.
 */
export async function createBankAccount(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  input: NewBankAccount,
): Promise<BankAccount> {
  const now = clock.now();
  try {
    const row = await dataSource.transaction(async (manager) => {
      const repository = bankAccountRepository(manager);
      const isFirst = (await repository.count(context.organizationId)) === 0;
      const makePrimary = isFirst || input.isPrimary === true;
      if (makePrimary) await repository.clearPrimary(context.organizationId, now);
      return repository.insert({
        organizationId: context.organizationId,
        iban: input.iban,
        bic: input.bic,
        bankName: input.bankName.trim(),
        accountHolder: input.accountHolder.trim(),
        primarySlot: makePrimary ? 1 : null,
        createdAt: now,
        updatedAt: now,
      });
    });
    return toBankAccount(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const duplicate = (await bankAccountRepository(dataSource).list(context.organizationId)).some(
      (account) => account.iban === input.iban,
    );
    // Otherwise two first accounts raced for the primary flag: the other one won it.
    if (duplicate)
      throw new AppError('conflict', {
        messageKey: 'errors.bankAccountDuplicate',
        details: { field: 'iban' },
      });
    return createBankAccount(dataSource, clock, context, { ...input, isPrimary: false });
  }
}
