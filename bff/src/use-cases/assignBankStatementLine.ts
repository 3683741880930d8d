import type {
  TAssignBankStatementLineRequest,
  TBankStatementLine,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import {
  presentBankStatementLine,
  type PresentBankStatementLinesDeps,
} from '../presenters/presentBankStatementLines';

export type AssignBankStatementLineDeps = PresentBankStatementLinesDeps & {
  statements: Pick<Services['statements'], 'assignBankLine'>;
};

/** POST /api/bank-statement-lines/:id/assign: allocates the line's amount as asked, then answers it as the queue shows it. */
export async function assignBankStatementLine(
  deps: AssignBankStatementLineDeps,
  context: RequestContext,
  id: string,
  body: TAssignBankStatementLineRequest,
  language: TLanguage,
): Promise<TBankStatementLine> {
  return presentBankStatementLine(
    deps,
    context,
    await deps.statements.assignBankLine(context, { id, allocations: body.allocations }),
    language,
  );
}
