import type { DataSource } from 'typeorm';
import type { TBankAccount, TCreateBankAccountRequest } from '@immodesk/contracts/banking/bankAccounts.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { Clock } from '@immodesk/platform/ports/clock';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { BankAccount } from './banking/domain/bankAccount';
import { createBankAccount, deleteBankAccount, getPrimaryBankAccount, listBankAccounts, setPrimaryBankAccount } from './banking/use-cases/bankAccounts';
import { deleteOrganizationData, exportOrganizationData } from './banking/use-cases/organizationData';

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

const METHODS = [
  'listBankAccounts',
  'createBankAccount',
  'setPrimaryBankAccount',
  'deleteBankAccount',
  'getPrimaryBankAccount',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof BankingApi)[];

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

/** The bank accounts over HTTP: `FINANCE_SERVICE_URL` + `/banking` (the finance service serves every area). */
export function createHttpBankingApi(options: { baseUrl: string; token: string }): BankingApi {
  return createHttpServiceClient<BankingApi>(METHODS, areaClientOptions(options, 'banking'));
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { bankingDatabaseModule } from './banking/bankingDatabaseModule';
