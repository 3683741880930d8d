import type { DataSource } from 'typeorm';
import type { TBankAccount, TCreateBankAccountRequest } from '@immodesk/contracts/banking/bankAccounts.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { BankAccount } from './domain/bankAccount';
import { createBankAccount, deleteBankAccount, getPrimaryBankAccount, listBankAccounts, setPrimaryBankAccount } from './use-cases/bankAccounts';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';

/**
 * The landlord's bank accounts (settings → banking), part of the finance service; runs in the BFF process on the
 * shared database. `getPrimaryBankAccount` is what rent requests (and anything else that prints where to pay) use.
 */
export type BankingApi = {
  listBankAccounts(context: RequestContext): Promise<TBankAccount[]>;
  createBankAccount(context: RequestContext, input: TCreateBankAccountRequest): Promise<TBankAccount>;
  setPrimaryBankAccount(context: RequestContext, id: string): Promise<TBankAccount[]>;
  deleteBankAccount(context: RequestContext, id: string): Promise<void>;
  /** Null when the organization has no bank account. */
  getPrimaryBankAccount(context: RequestContext): Promise<TBankAccount | null>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

function toContract(account: BankAccount): TBankAccount {
  return { ...account, createdAt: account.createdAt.toISOString() };
}

export function createBankingApi(dataSource: DataSource, clock: Clock): BankingApi {
  return {
    listBankAccounts: async (context) => (await listBankAccounts(dataSource, context)).map(toContract),
    createBankAccount: async (context, input) => toContract(await createBankAccount(dataSource, clock, context, input)),
    setPrimaryBankAccount: async (context, id) => (await setPrimaryBankAccount(dataSource, clock, context, id)).map(toContract),
    deleteBankAccount: (context, id) => deleteBankAccount(dataSource, clock, context, id),
    getPrimaryBankAccount: async (context) => {
      const account = await getPrimaryBankAccount(dataSource, context);
      return account ? toContract(account) : null;
    },
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}
