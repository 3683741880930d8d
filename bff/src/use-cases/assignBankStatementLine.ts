import type {
  TAssignBankStatementLineRequest,
  TBankStatementLine,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import type { TLanguage } from '@immodesk/contracts/common/languages';
import type { RequestContext } from '@immodesk/platform/context';
import type { Services } from '../composition';
import { cancelSettledReminders, type CancelSettledRemindersDeps } from './cancelSettledReminders';
import {
  presentBankStatementLine,
  type PresentBankStatementLinesDeps,
} from '../presenters/presentBankStatementLines';

export type AssignBankStatementLineDeps = PresentBankStatementLinesDeps &
  CancelSettledRemindersDeps & {
    statements: Pick<Services['statements'], 'assignBankLine'>;
  };

/**
 * POST /api/bank-statement-lines/:id/assign (also the second half of a reassign): allocates the line's amount as
 * asked, cancels the queued reminders of the items it paid, then answers it as the queue shows it.
 */
export async function assignBankStatementLine(
  deps: AssignBankStatementLineDeps,
  context: RequestContext,
  id: string,
  body: TAssignBankStatementLineRequest,
  language: TLanguage,
): Promise<TBankStatementLine> {
  const line = await deps.statements.assignBankLine(context, { id, allocations: body.allocations });
  await cancelSettledReminders(
    deps,
    context,
    line.allocations.flatMap((allocation) => (allocation.rentPaymentId ? [allocation.rentPaymentId] : [])),
  );
  return presentBankStatementLine(deps, context, line, language);
}
