import type { TBankStatementLineStatus } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';

/** The queue's tabs, what needs the landlord first: proposals to confirm, then lines to assign by hand. */
export const LINE_STATUS_TABS = [
  'candidate',
  'unmatched',
  'matched',
  'ignored',
] as const satisfies readonly TBankStatementLineStatus[];

export function lineStatusOf(value: string): TBankStatementLineStatus {
  return LINE_STATUS_TABS.find((status) => status === value) ?? 'candidate';
}
