import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { BankAccount } from '../domain/bankAccount';
import { bankAccountRepository } from '../repositories/bankAccountRepository';
import { toBankAccount } from './toBankAccount';

export async function listBankAccounts(
  dataSource: DataSource,
  context: RequestContext,
): Promise<BankAccount[]> {
  return (await bankAccountRepository(dataSource).list(context.organizationId)).map(toBankAccount);
}
