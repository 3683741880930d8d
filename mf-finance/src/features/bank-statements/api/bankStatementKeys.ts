import type { TBankStatementLineStatus } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';

/** One query-key factory for the bank statement queue. */
export const bankStatementKeys = {
  all: ['bankStatementLines'] as const,
  list: (status: TBankStatementLineStatus, page: number) => [...bankStatementKeys.all, status, page] as const,
};
