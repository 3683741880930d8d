import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import {
  presentBankStatementLine,
  type PresentBankStatementLinesDeps,
} from '../presenters/presentBankStatementLines';

export type IgnoreBankStatementLineDeps = PresentBankStatementLinesDeps & {
  statements: Pick<Services['statements'], 'ignoreBankLine'>;
};

/** POST /api/bank-statement-lines/:id/ignore: sets the line aside, then answers it as the queue shows it. */
export async function ignoreBankStatementLine(
  deps: IgnoreBankStatementLineDeps,
  context: RequestContext,
  id: string,
  language: TLanguage,
): Promise<TBankStatementLine> {
  return presentBankStatementLine(deps, context, await deps.statements.ignoreBankLine(context, id), language);
}
