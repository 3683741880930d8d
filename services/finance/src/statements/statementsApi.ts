import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { PageQuery } from '@immodesk/platform/domain/page';
import type { BankLine, BankLineStatus, ImportSummary } from './domain/bankLine';
import { readStatement } from './readers/readStatement';
import { assignBankLine, ignoreBankLine, listBankLines } from './use-cases/bankLines';
import { importStatement } from './use-cases/importStatement';
import { deleteOrganizationData, exportOrganizationData } from './use-cases/organizationData';
import type { StatementsDeps } from './use-cases/statementsDeps';

export type { BankLine, ImportSummary, LineAllocation, LineCandidate } from './domain/bankLine';

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
  importStatement(context: RequestContext, input: { file: Buffer; contractsByReference: ReadonlyMap<string, readonly string[]> }): Promise<ImportSummary>;
  listBankLines(context: RequestContext, query: { status?: BankLineStatus | undefined } & PageQuery): Promise<{ items: BankLine[]; total: number }>;
  assignBankLine(context: RequestContext, input: { id: string; allocations: readonly { rentPaymentId: string; amountCents: number }[] }): Promise<BankLine>;
  ignoreBankLine(context: RequestContext, id: string): Promise<BankLine>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

export function createStatementsApi(deps: StatementsDeps): StatementsApi {
  return {
    importStatement: (context, input) => importStatement(deps, context, readStatement(input.file), input.contractsByReference),
    listBankLines: (context, query) => listBankLines(deps, context, query),
    assignBankLine: (context, input) => assignBankLine(deps, context, input.id, input.allocations),
    ignoreBankLine: (context, id) => ignoreBankLine(deps, context, id),
    exportOrganizationData: (context) => exportOrganizationData(deps.dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(deps.dataSource, context),
  };
}
