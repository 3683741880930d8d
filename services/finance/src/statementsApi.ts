import type { DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import type { Clock } from '@immodesk/platform/ports/clock';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { PageQuery } from '@immodesk/platform/domain/page';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { RpcApi } from '@immodesk/platform/rpc/types';
import type { BankLine, BankLineStatus, ImportSummary } from './statements/domain/bankLine';
import { readStatement } from './statements/readers/readStatement';
import { assignBankLine, ignoreBankLine, listBankLines } from './statements/use-cases/bankLines';
import { importStatement } from './statements/use-cases/importStatement';
import { unassignBankLine } from './statements/use-cases/unassignBankLine';
import { bankLineRepository } from './statements/repositories/bankLineRepository';
import { deleteOrganizationData, exportOrganizationData } from './statements/use-cases/organizationData';
import type { StatementsDeps } from './statements/use-cases/statementsDeps';
import type { FinanceApi } from './financeApi';

export type { BankLine, ImportSummary, LineAllocation, LineCandidate } from './statements/domain/bankLine';

/**
 * Bank statements (part of the finance service, in the BFF process on the shared database): import with
 * matching, and the queue of lines the landlord confirms, assigns or ignores. The BFF passes the organization's
 * contracts by structured reference (the contracts service owns them) and adds names for the screen.
 */
export type StatementsApi = {
  /**
   * Reads a CODA, CAMT.053 or CSV file (415 when it is none, 422 when it cannot be read) and imports its credits.
   * `contractsByReference`: the organization's contract ids per printed structured reference, in force first.
   */
  importStatement(
    context: RequestContext,
    input: { file: Buffer; contractsByReference: ReadonlyMap<string, readonly string[]> },
  ): Promise<ImportSummary>;
  listBankLines(
    context: RequestContext,
    query: { status?: BankLineStatus | undefined } & PageQuery,
  ): Promise<{ items: BankLine[]; total: number }>;
  assignBankLine(
    context: RequestContext,
    input: { id: string; allocations: readonly { rentPaymentId: string; amountCents: number }[] },
  ): Promise<BankLine>;
  ignoreBankLine(context: RequestContext, id: string): Promise<BankLine>;
  /** Undoes a matched line (audited): its money leaves the items, the line returns to the queue with candidates. */
  unassignBankLine(context: RequestContext, id: string): Promise<BankLine>;
  /** The due items proposed on lines waiting for confirmation: not "late" while a credit may pay them. */
  listItemsAwaitingConfirmation(context: RequestContext): Promise<string[]>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

/** Over HTTP the file travels as base64, the references as entries and a line's import instant as an ISO string. */
type WireBankLine = Omit<BankLine, 'importedAt'> & { importedAt: string };
type StatementsRpc = {
  importStatement(
    context: RequestContext,
    input: { fileBase64: string; contractsByReference: [string, readonly string[]][] },
  ): Promise<ImportSummary>;
  listBankLines(
    context: RequestContext,
    query: Parameters<StatementsApi['listBankLines']>[1],
  ): Promise<{ items: WireBankLine[]; total: number }>;
  assignBankLine(
    context: RequestContext,
    input: Parameters<StatementsApi['assignBankLine']>[1],
  ): Promise<WireBankLine>;
  ignoreBankLine(context: RequestContext, id: string): Promise<WireBankLine>;
  unassignBankLine(context: RequestContext, id: string): Promise<WireBankLine>;
  listItemsAwaitingConfirmation(context: RequestContext): Promise<string[]>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = [
  'importStatement',
  'listBankLines',
  'assignBankLine',
  'ignoreBankLine',
  'unassignBankLine',
  'listItemsAwaitingConfirmation',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof StatementsRpc)[];

const toWire = (line: BankLine): WireBankLine => ({ ...line, importedAt: line.importedAt.toISOString() });
const fromWire = (line: WireBankLine): BankLine => ({ ...line, importedAt: new Date(line.importedAt) });

export function createStatementsApi(deps: StatementsDeps): StatementsApi {
  return {
    importStatement: (context, input) =>
      importStatement(deps, context, readStatement(input.file), input.contractsByReference),
    listBankLines: (context, query) => listBankLines(deps, context, query),
    assignBankLine: (context, input) => assignBankLine(deps, context, input.id, input.allocations),
    ignoreBankLine: (context, id) => ignoreBankLine(deps, context, id),
    unassignBankLine: (context, id) => unassignBankLine(deps, context, id),
    listItemsAwaitingConfirmation: async (context) => [
      ...(await bankLineRepository(deps.dataSource).itemsAwaitingConfirmation([context.organizationId])),
    ],
    exportOrganizationData: (context) => exportOrganizationData(deps.dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(deps.dataSource, context),
  };
}

/** Bank statements on the given data source, allocating what was received through the finance API. */
export function createInProcessStatementsApi(
  dataSource: DataSource,
  clock: Clock,
  finance: Pick<FinanceApi, 'allocateReceipts' | 'releaseBankLineReceipts'>,
): StatementsApi {
  return createStatementsApi({
    dataSource,
    clock,
    releaseReceipts: async (context, lineId) => {
      await finance.releaseBankLineReceipts(context, { lineId });
    },
    allocateReceipts: (context, receipts) =>
      finance.allocateReceipts(
        context,
        receipts.map(({ lineId, ...receipt }) => ({
          ...receipt,
          source: { type: 'bank_statement', lineId },
        })),
      ),
  });
}

/** What the finance service serves at `/statements` for the HTTP client below. */
export function statementsRpc(api: StatementsApi): RpcApi {
  const rpc: StatementsRpc = {
    importStatement: (context, input) =>
      api.importStatement(context, {
        file: Buffer.from(input.fileBase64, 'base64'),
        contractsByReference: new Map(input.contractsByReference),
      }),
    listBankLines: async (context, query) => {
      const page = await api.listBankLines(context, query);
      return { items: page.items.map(toWire), total: page.total };
    },
    assignBankLine: async (context, input) => toWire(await api.assignBankLine(context, input)),
    ignoreBankLine: async (context, id) => toWire(await api.ignoreBankLine(context, id)),
    unassignBankLine: async (context, id) => toWire(await api.unassignBankLine(context, id)),
    listItemsAwaitingConfirmation: (context) => api.listItemsAwaitingConfirmation(context),
    exportOrganizationData: (context) => api.exportOrganizationData(context),
    deleteOrganizationData: (context) => api.deleteOrganizationData(context),
  };
  return rpc;
}

/** Bank statements over HTTP: `FINANCE_SERVICE_URL` + `/statements` (the finance service serves every area). */
export function createHttpStatementsApi(options: { baseUrl: string; token: string }): StatementsApi {
  const rpc = createHttpServiceClient<StatementsRpc>(METHODS, areaClientOptions(options, 'statements'));
  return {
    importStatement: (context, input) =>
      rpc.importStatement(context, {
        fileBase64: input.file.toString('base64'),
        contractsByReference: [...input.contractsByReference.entries()],
      }),
    listBankLines: async (context, query) => {
      const page = await rpc.listBankLines(context, query);
      return { items: page.items.map(fromWire), total: page.total };
    },
    assignBankLine: async (context, input) => fromWire(await rpc.assignBankLine(context, input)),
    ignoreBankLine: async (context, id) => fromWire(await rpc.ignoreBankLine(context, id)),
    unassignBankLine: async (context, id) => fromWire(await rpc.unassignBankLine(context, id)),
    listItemsAwaitingConfirmation: (context) => rpc.listItemsAwaitingConfirmation(context),
    exportOrganizationData: (context) => rpc.exportOrganizationData(context),
    deleteOrganizationData: (context) => rpc.deleteOrganizationData(context),
  };
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { statementsDatabaseModule } from './statements/statementsDatabaseModule';
