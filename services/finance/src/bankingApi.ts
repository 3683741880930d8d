import type { DataSource } from 'typeorm';
import type {
  TBankAccount,
  TCreateBankAccountRequest,
} from '@immodesk/contracts/banking/bankAccounts.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { Clock } from '@immodesk/platform/ports/clock';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { BankAccount } from './banking/domain/bankAccount';
import { createBankAccount } from './banking/use-cases/createBankAccount';
import { deleteBankAccount } from './banking/use-cases/deleteBankAccount';
import { getPrimaryBankAccount } from './banking/use-cases/getPrimaryBankAccount';
import { listBankAccounts } from './banking/use-cases/listBankAccounts';
import { setPrimaryBankAccount } from './banking/use-cases/setPrimaryBankAccount';
import { deleteOrganizationData, exportOrganizationData } from './banking/use-cases/organizationData';
import type { PendingRentRequest } from './banking/domain/pendingRentRequest';
import { claimRentRequest } from './banking/use-cases/claimRentRequest';
import { listPendingRentRequests } from './banking/use-cases/listPendingRentRequests';
import { releaseRentRequest } from './banking/use-cases/releaseRentRequest';

import { renderRentRequestHtml, type RentRequestModel } from './banking/rendering/rentRequestHtml';
import { RENT_REQUEST_LABELS } from './banking/rendering/rentRequestLabels';
import { renderRentRequestMail, type RentRequestMailInput } from './banking/rendering/rentRequestMail';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';

export type { PendingRentRequest } from './banking/domain/pendingRentRequest';
export type { RentRequestModel } from './banking/rendering/rentRequestHtml';
export type { RentRequestMailInput } from './banking/rendering/rentRequestMail';

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
  /** A due item's rent request as HTML for the PDF port (with the EPC QR code), and its file name in the model's language. */
  rentRequestDocument(
    context: RequestContext,
    model: RentRequestModel,
  ): Promise<{ html: string; fileName: string }>;
  rentRequestMail(
    context: RequestContext,
    input: RentRequestMailInput,
  ): Promise<Omit<OutgoingMail, 'attachments'>>;
  /** The `rent-requests` job's due items to request today across every organization (the context names the job). */
  listPendingRentRequests(context: RequestContext): Promise<PendingRentRequest[]>;
  /** Claims a due item's request (unique per item): its claim id, or null when it was claimed already. */
  claimRentRequest(context: RequestContext, request: PendingRentRequest): Promise<string | null>;
  /** Gives a claim back when the request could not go out yet. */
  releaseRentRequest(context: RequestContext, claimId: string): Promise<void>;
};

const METHODS = [
  'listBankAccounts',
  'createBankAccount',
  'setPrimaryBankAccount',
  'deleteBankAccount',
  'getPrimaryBankAccount',
  'exportOrganizationData',
  'deleteOrganizationData',
  'rentRequestDocument',
  'rentRequestMail',
  'listPendingRentRequests',
  'claimRentRequest',
  'releaseRentRequest',
] as const satisfies readonly (keyof BankingApi)[];

function toContract(account: BankAccount): TBankAccount {
  return { ...account, createdAt: account.createdAt.toISOString() };
}

export function createBankingApi(dataSource: DataSource, clock: Clock): BankingApi {
  return {
    listBankAccounts: async (context) => (await listBankAccounts(dataSource, context)).map(toContract),
    createBankAccount: async (context, input) =>
      toContract(await createBankAccount(dataSource, clock, context, input)),
    setPrimaryBankAccount: async (context, id) =>
      (await setPrimaryBankAccount(dataSource, clock, context, id)).map(toContract),
    deleteBankAccount: (context, id) => deleteBankAccount(dataSource, clock, context, id),
    getPrimaryBankAccount: async (context) => {
      const account = await getPrimaryBankAccount(dataSource, context);
      return account ? toContract(account) : null;
    },
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    rentRequestDocument: async (_context, model) => ({
      html: await renderRentRequestHtml(model),
      fileName:
        `${RENT_REQUEST_LABELS[model.language].fileName}-${model.period}-${model.contractNumber}.pdf`.replace(
          /[^\w.\-À-ž]+/g,
          '-',
        ),
    }),
    rentRequestMail: async (_context, input) => renderRentRequestMail(input),
    listPendingRentRequests: () => listPendingRentRequests(dataSource, clock),
    claimRentRequest: (_context, request) => claimRentRequest(dataSource, clock, request),
    releaseRentRequest: (_context, claimId) => releaseRentRequest(dataSource, claimId),
  };
}

/** The bank accounts over HTTP: `FINANCE_SERVICE_URL` + `/banking` (the finance service serves every area). */
export function createHttpBankingApi(options: { baseUrl: string; token: string }): BankingApi {
  const rpc = createHttpServiceClient<BankingApi>(METHODS, areaClientOptions(options, 'banking'));
  // A void answer arrives as null: keep it undefined, as in process (a route answers 204 for it).
  return {
    ...rpc,
    deleteBankAccount: async (context, id) => void (await rpc.deleteBankAccount(context, id)),
  };
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { bankingDatabaseModule } from './banking/bankingDatabaseModule';
