import type { TBankStatementLine } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import {
  presentBankStatementLine,
  type PresentBankStatementLinesDeps,
} from '../presenters/presentBankStatementLines';

export type UnassignBankStatementLineDeps = PresentBankStatementLinesDeps & {
  statements: Pick<Services['statements'], 'unassignBankLine'>;
};

/**
 * POST /api/bank-statement-lines/:id/unassign: the line's money leaves its due items (they owe again, so the overdue
 * job sees them; while the line waits with them as candidates they are not reminded), the line answered back in
 * the queue with its candidates.
 */
export async function unassignBankStatementLine(
  deps: UnassignBankStatementLineDeps,
  context: RequestContext,
  id: string,
  language: TLanguage,
): Promise<TBankStatementLine> {
  return presentBankStatementLine(
    deps,
    context,
    await deps.statements.unassignBankLine(context, id),
    language,
  );
}
