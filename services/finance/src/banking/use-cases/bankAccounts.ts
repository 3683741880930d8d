import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { isUniqueViolation } from '@immodesk/platform/database/uniqueViolation';
import { AppError } from '@immodesk/platform/errors';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BankAccount, NewBankAccount } from '../domain/bankAccount';
import type { BankAccountRow } from '../entities/BankAccountEntity';
import { bankAccountRepository } from '../repositories/bankAccountRepository';

function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    isPrimary: row.primarySlot === 1,
    createdAt: row.createdAt,
  };
}

export async function listBankAccounts(
  dataSource: DataSource,
  context: RequestContext,
): Promise<BankAccount[]> {
  return (await bankAccountRepository(dataSource).list(context.organizationId)).map(toBankAccount);
}

/** The account rent requests print, or null when the organization has none. */
export async function getPrimaryBankAccount(
  dataSource: DataSource,
  context: RequestContext,
): Promise<BankAccount | null> {
  const row = await bankAccountRepository(dataSource).findPrimary(context.organizationId);
  return row ? toBankAccount(row) : null;
}

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

/** Removes an account; when it was the primary, the oldest remaining account becomes primary. */
export async function deleteBankAccount(
  dataSource: DataSource,
  clock: Clock,
  context: RequestContext,
  id: string,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const repository = bankAccountRepository(manager);
    const account = await repository.findById(context.organizationId, id);
    if (!account) throw AppError.notFound('bankAccount');
    await repository.delete(context.organizationId, id);
    if (account.primarySlot !== 1) return;
    const successor = await repository.findOldest(context.organizationId);
    if (successor) await repository.markPrimary(context.organizationId, successor.id, clock.now());
  });
}
