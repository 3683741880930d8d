import type { DataSource } from 'typeorm';
import type {
  TListRentPaymentsQuery,
  TRentPayment,
  TRentPaymentTotals,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import type { TAccountingSettings } from '@immodesk/contracts/settings/accountingSettings.contract';
import type { TAutomationSettings } from '@immodesk/contracts/settings/automationSettings.contract';
import type { TInvoicingSettings } from '@immodesk/contracts/settings/invoicingSettings.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { RpcApi } from '@immodesk/platform/rpc/types';
import { createBankingApi } from './bankingApi';
import { createInProcessExpensesApi } from './expensesApi';
import { createIndexationApi, indexationRpc } from './indexationApi';
import { createInProcessStatementsApi, statementsRpc } from './statementsApi';
import { createStatisticsApi } from './statisticsApi';
import {
  allocateReceipt,
  allocateReceipts,
  type AllocateReceiptInput,
  type ReceiptAllocation,
} from './use-cases/allocateReceipt';
import { clearPayments } from './use-cases/clearPayments';
import { getFinanceSettings } from './use-cases/getFinanceSettings';
import { updateFinanceSettings } from './use-cases/updateFinanceSettings';
import { listPaymentAllocations, type PaymentAllocation } from './use-cases/listPaymentAllocations';
import { currentRents } from './use-cases/currentRents';
import { getRentPayment } from './use-cases/getRentPayment';
import { listRentPayments } from './use-cases/listRentPayments';
import type { ClaimedOverdueStep, OverdueStep } from './domain/overdueStep';
import { claimOverdueSteps } from './use-cases/claimOverdueSteps';
import { listPendingOverdueSteps } from './use-cases/listPendingOverdueSteps';
import {
  listRecentlyPaidItems,
  type PaidItem,
  type RecentlyPaidQuery,
} from './use-cases/listRecentlyPaidItems';
import { listReminderMailIds } from './use-cases/listReminderMailIds';
import { recordReminderMail } from './use-cases/recordReminderMail';
import { releaseOverdueSteps } from './use-cases/releaseOverdueSteps';
import { releaseBankLineReceipts } from './use-cases/releaseBankLineReceipts';
import { listRemindersOfPaidItems } from './use-cases/listRemindersOfPaidItems';
import {
  generateRentSchedules,
  type ScheduleLease,
  type ScheduleRun,
} from './use-cases/generateRentSchedules';
import { renderRentReminderMail, type RentReminderMailInput } from './mails/renderRentReminderMail';
import type { OutgoingMail } from '@immodesk/platform/ports/mail/Mailer';
import { countPropertyRentItems } from './use-cases/countPropertyRentItems';
import { deleteContractRentItems, deletePropertyRentItems } from './use-cases/deletePropertyRentItems';
import { recordDueItem, type RecordDueItemInput } from './use-cases/recordDueItem';
import { registerPayment, type RegisterPaymentInput } from './use-cases/registerPayment';
import { repriceFutureDueItems, type RepriceInput } from './use-cases/repriceFutureDueItems';
import {
  settleOpeningBalance,
  settleOpeningBalances,
  type OpeningBalanceInput,
} from './use-cases/settleOpeningBalance';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import { getAccount } from './use-cases/getAccount';
import type { Account } from './domain/account';
import {
  accountStatementFileName,
  renderAccountStatementHtml,
  type AccountStatementModel,
} from './account/accountStatementHtml';
import { renderAccountStatementMail, type AccountStatementMailInput } from './account/accountStatementMail';
import { describeAccountEntry } from './account/describeAccountEntry';

export type { AllocateReceiptInput, ReceiptAllocation, ReceiptSource } from './use-cases/allocateReceipt';
export type { RepriceInput } from './use-cases/repriceFutureDueItems';
export type { PaidItem } from './use-cases/listRecentlyPaidItems';
export type { OpeningBalanceInput } from './use-cases/settleOpeningBalance';
export type { PaymentAllocation } from './use-cases/listPaymentAllocations';
export type { ClaimedOverdueStep, OverdueStep } from './domain/overdueStep';
export type { ScheduleLease, ScheduleRun } from './use-cases/generateRentSchedules';
export type { RentReminderMailInput } from './mails/renderRentReminderMail';
export type { Account, AccountEntry, AccountLineKind } from './domain/account';
export type { AccountStatementModel } from './account/accountStatementHtml';
export type { AccountStatementMailInput } from './account/accountStatementMail';
export { describeAccountEntry };

/** One page of due items as the finance service knows them; the BFF adds names and addresses (listRentPayments use case). */
export type RentPaymentServicePage = { items: TRentPayment[]; total: number; totals: TRentPaymentTotals };

/**
 * The finance service (rent due items and payments, finance settings) as the BFF uses it, in-process or over
 * HTTP. The service's edge: only here do the HTTP contracts appear. The use cases take and return the service's
 * own types (domain/), and the implementation below is checked against these contract types, so a contract change
 * fails to compile here rather than in storage code.
 */
export type FinanceApi = {
  listRentPayments(context: RequestContext, query: TListRentPaymentsQuery): Promise<RentPaymentServicePage>;
  recordDueItem(context: RequestContext, input: RecordDueItemInput): Promise<TRentPayment>;
  registerPayment(context: RequestContext, input: RegisterPaymentInput): Promise<TRentPayment>;
  /** DELETE /api/rent-payments/:id: removes what was received on the item (the item stays). */
  clearPayments(context: RequestContext, params: { id: string }): Promise<TRentPayment>;
  /**
   * An amount received for a contract (a manual payment or a bank statement line) put on its due items: the given
   * ones in order, else oldest open first; surplus to the next items, else kept as credit. Answers the parts.
   */
  allocateReceipt(context: RequestContext, input: AllocateReceiptInput): Promise<ReceiptAllocation[]>;
  /** Amounts received between two days (inclusive): when money came in, from where, on which item (statistics, bank matching). */
  listPaymentAllocations(
    context: RequestContext,
    range: { from: string; to: string },
  ): Promise<PaymentAllocation[]>;
  /** The rent in force on `on` of the given contracts that were indexed since signing (contract id → cents). */
  currentRents(
    context: RequestContext,
    input: { contractIds: string[]; on: string },
  ): Promise<Record<string, number>>;
  /** Several receipts in one transaction, in order (a bank statement's matched lines): each one's parts. */
  allocateReceipts(context: RequestContext, inputs: AllocateReceiptInput[]): Promise<ReceiptAllocation[][]>;
  /** Undoes what a bank statement line put on due items and credit (a match undone): answers the items that owe again. */
  releaseBankLineReceipts(context: RequestContext, input: { lineId: string }): Promise<string[]>;
  /** The reminder mails (and their claims) of the given due items that are now paid in full: to cancel if still queued. */
  listRemindersOfPaidItems(
    context: RequestContext,
    input: { dueItemIds: string[] },
  ): Promise<{ claimId: string; mailId: string }[]>;
  /** A new rent from `effectiveFrom` on (indexation): unpaid items due from then, and later generated ones. Answers how many items changed. */
  repriceFutureDueItems(context: RequestContext, input: RepriceInput): Promise<number>;
  /** A lease brought in (signed on paper): its items due on or before `paidThrough` settled as an opening balance. */
  settleOpeningBalance(context: RequestContext, input: OpeningBalanceInput): Promise<{ settled: number }>;
  /** The same for many leases at once (the rent-roll import), in set queries per chunk of contracts. */
  settleOpeningBalances(
    context: RequestContext,
    input: { contractIds: string[]; paidThrough: string },
  ): Promise<{ settled: number }>;
  getAccountingSettings(context: RequestContext): Promise<TAccountingSettings>;
  putAccountingSettings(context: RequestContext, settings: TAccountingSettings): Promise<TAccountingSettings>;
  getInvoicingSettings(context: RequestContext): Promise<TInvoicingSettings>;
  putInvoicingSettings(context: RequestContext, settings: TInvoicingSettings): Promise<TInvoicingSettings>;
  getAutomationSettings(context: RequestContext): Promise<TAutomationSettings>;
  putAutomationSettings(context: RequestContext, settings: TAutomationSettings): Promise<TAutomationSettings>;
  /** The outbox mails of the organization's overdue reminders (to tenants): account deletion removes them. */
  listReminderMailIds(context: RequestContext): Promise<string[]>;
  /** How many rent due items a property delete removes. */
  countPropertyRentItems(context: RequestContext, propertyId: string): Promise<number>;
  /** Deletes a deleted property's rent due items; answers how many. */
  deletePropertyRentItems(context: RequestContext, propertyId: string): Promise<number>;
  /** Deletes the due items of contracts a failed import created (their property stays); answers how many. */
  deleteContractRentItems(context: RequestContext, input: { contractIds: string[] }): Promise<number>;
  /** One due item (a rent request); another organization's: not_found. */
  getRentPayment(context: RequestContext, id: string): Promise<TRentPayment>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
  /** The `rent-overdue` job's steps due today across every organization (the context names the job, not an organization). */
  listPendingOverdueSteps(context: RequestContext): Promise<OverdueStep[]>;
  /** The `rent-received` job: due items of every organization paid in full within `lookBackDays` before `today`. */
  listRecentlyPaidItems(context: RequestContext, input: RecentlyPaidQuery): Promise<PaidItem[]>;
  /** Claims the steps (a unique key per item and step): answers those claimed now, never twice. */
  claimOverdueSteps(context: RequestContext, steps: OverdueStep[]): Promise<ClaimedOverdueStep[]>;
  /** Gives claims back when their step could not be carried out (tried again on the next run). */
  releaseOverdueSteps(context: RequestContext, claimIds: string[]): Promise<void>;
  /** The reminder mail to a tenant, rendered in the tenant's language. */
  rentReminderMail(context: RequestContext, input: RentReminderMailInput): Promise<OutgoingMail>;
  /** Remembers the outbox mail of a claimed reminder step (account deletion removes it). */
  recordReminderMail(context: RequestContext, input: { claimId: string; mailId: string }): Promise<void>;
  /** The `rent-schedule` job: the due items of the given leases (any organization's), in batches. */
  generateRentSchedules(context: RequestContext, leases: ScheduleLease[]): Promise<ScheduleRun>;
  /** The account of the organization's given contracts (a lease, or every lease of a tenant): figures and lines. */
  getAccount(context: RequestContext, input: { contractIds: string[] }): Promise<Account>;
  /** The statement of account as HTML (printed to PDF by the BFF) and its file name, in the model's language. */
  accountStatementDocument(
    context: RequestContext,
    model: AccountStatementModel,
  ): Promise<{ html: string; fileName: string }>;
  /** The mail that carries a statement of account to a tenant, in the model's language. */
  accountStatementMail(
    context: RequestContext,
    input: AccountStatementMailInput,
  ): Promise<Omit<OutgoingMail, 'attachments'>>;
};

const METHODS = [
  'listRentPayments',
  'recordDueItem',
  'registerPayment',
  'clearPayments',
  'allocateReceipt',
  'listPaymentAllocations',
  'currentRents',
  'allocateReceipts',
  'releaseBankLineReceipts',
  'listRemindersOfPaidItems',
  'repriceFutureDueItems',
  'settleOpeningBalance',
  'settleOpeningBalances',
  'getAccountingSettings',
  'putAccountingSettings',
  'getInvoicingSettings',
  'putInvoicingSettings',
  'getAutomationSettings',
  'putAutomationSettings',
  'listReminderMailIds',
  'countPropertyRentItems',
  'deletePropertyRentItems',
  'deleteContractRentItems',
  'getRentPayment',
  'exportOrganizationData',
  'deleteOrganizationData',
  'listPendingOverdueSteps',
  'listRecentlyPaidItems',
  'claimOverdueSteps',
  'releaseOverdueSteps',
  'rentReminderMail',
  'recordReminderMail',
  'generateRentSchedules',
  'getAccount',
  'accountStatementDocument',
  'accountStatementMail',
] as const satisfies readonly (keyof FinanceApi)[];

export function createInProcessFinanceApi(dataSource: DataSource, clock: Clock): FinanceApi {
  return {
    listRentPayments: (context, query) => listRentPayments(dataSource, clock, context, query),
    recordDueItem: (context, input) => recordDueItem(dataSource, clock, context, input),
    registerPayment: (context, input) => registerPayment(dataSource, clock, context, input),
    clearPayments: (context, params) => clearPayments(dataSource, clock, context, params),
    allocateReceipt: (context, input) => allocateReceipt(dataSource, clock, context, input),
    listPaymentAllocations: (context, range) => listPaymentAllocations(dataSource, context, range),
    currentRents: (context, input) => currentRents(dataSource, context, input),
    allocateReceipts: (context, inputs) => allocateReceipts(dataSource, clock, context, inputs),
    releaseBankLineReceipts: (context, input) => releaseBankLineReceipts(dataSource, context, input.lineId),
    listRemindersOfPaidItems: (context, input) =>
      listRemindersOfPaidItems(dataSource, context, input.dueItemIds),
    repriceFutureDueItems: (context, input) => repriceFutureDueItems(dataSource, clock, context, input),
    settleOpeningBalance: (context, input) => settleOpeningBalance(dataSource, clock, context, input),
    settleOpeningBalances: (context, input) => settleOpeningBalances(dataSource, clock, context, input),
    getAccountingSettings: async (context) => (await getFinanceSettings(dataSource, context)).accounting,
    putAccountingSettings: (context, settings) =>
      updateFinanceSettings(dataSource, clock, context, 'accounting', settings),
    getInvoicingSettings: async (context) => (await getFinanceSettings(dataSource, context)).invoicing,
    putInvoicingSettings: (context, settings) =>
      updateFinanceSettings(dataSource, clock, context, 'invoicing', settings),
    getAutomationSettings: async (context) => (await getFinanceSettings(dataSource, context)).automations,
    putAutomationSettings: (context, settings) =>
      updateFinanceSettings(dataSource, clock, context, 'automations', settings),
    listReminderMailIds: (context) => listReminderMailIds(dataSource, context),
    countPropertyRentItems: (context, propertyId) => countPropertyRentItems(dataSource, context, propertyId),
    deletePropertyRentItems: (context, propertyId) =>
      deletePropertyRentItems(dataSource, context, propertyId),
    deleteContractRentItems: (context, input) =>
      deleteContractRentItems(dataSource, context, input.contractIds),
    getRentPayment: (context, id) => getRentPayment(dataSource, clock, context, id),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
    listPendingOverdueSteps: () => listPendingOverdueSteps(dataSource, clock),
    listRecentlyPaidItems: (_context, input) => listRecentlyPaidItems(dataSource, input),
    claimOverdueSteps: (_context, steps) => claimOverdueSteps(dataSource, clock, steps),
    releaseOverdueSteps: (_context, claimIds) => releaseOverdueSteps(dataSource, claimIds),
    rentReminderMail: async (_context, input) => renderRentReminderMail(input),
    recordReminderMail: (_context, input) => recordReminderMail(dataSource, input.claimId, input.mailId),
    generateRentSchedules: (_context, leases) => generateRentSchedules(dataSource, clock, leases),
    getAccount: (context, input) => getAccount(dataSource, context, input),
    accountStatementDocument: async (_context, model) => ({
      html: renderAccountStatementHtml(model),
      fileName: accountStatementFileName(model),
    }),
    accountStatementMail: async (_context, input) => renderAccountStatementMail(input),
  };
}

export function createHttpFinanceApi(options: { baseUrl: string; token: string }): FinanceApi {
  return createHttpServiceClient<FinanceApi>(METHODS, options);
}

/**
 * What the finance service serves over HTTP: the rent API at `/rpc/:method`, each area's at `/<area>/rpc/:method`
 * (the area names match the HTTP clients': banking, statements, indexation, expenses, statistics).
 */
export function financeServiceApis(
  dataSource: DataSource,
  clock: Clock,
): { main: RpcApi; areas: Record<string, RpcApi> } {
  const finance = createInProcessFinanceApi(dataSource, clock);
  return {
    main: finance,
    areas: {
      banking: createBankingApi(dataSource, clock),
      statements: statementsRpc(createInProcessStatementsApi(dataSource, clock, finance)),
      indexation: indexationRpc(createIndexationApi(dataSource, clock)),
      expenses: createInProcessExpensesApi(dataSource, clock),
      statistics: createStatisticsApi({ dataSource, clock }),
    },
  };
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { financeDatabaseModule } from './financeDatabaseModule';
