import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { BankAccount } from '../domain/bankAccount';
import { bankAccountRepository } from '../repositories/bankAccountRepository';
import { toBankAccount } from './toBankAccount';

/** The account rent requests print, or null when the organization has none. */
export async function getPrimaryBankAccount(
  dataSource: DataSource,
  context: RequestContext,
): Promise<BankAccount | null> {
  const row = await bankAccountRepository(dataSource).findPrimary(context.organizationId);
  return row ? toBankAccount(row) : null;
}
