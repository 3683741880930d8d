import type {
  TListBankStatementLinesQuery,
  TListBankStatementLinesResponse,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import {
  presentBankStatementLines,
  type PresentBankStatementLinesDeps,
} from '../presenters/presentBankStatementLines';

export type ListBankStatementLinesDeps = PresentBankStatementLinesDeps & {
  statements: Pick<Services['statements'], 'listBankLines'>;
};

/** GET /api/bank-statement-lines: a page of the imported lines, each with its tenants' names and property address. */
export async function listBankStatementLines(
  deps: ListBankStatementLinesDeps,
  context: RequestContext,
  query: TListBankStatementLinesQuery,
  language: TLanguage,
): Promise<TListBankStatementLinesResponse> {
  const page = await deps.statements.listBankLines(context, query);
  return { total: page.total, items: await presentBankStatementLines(deps, context, page.items, language) };
}
