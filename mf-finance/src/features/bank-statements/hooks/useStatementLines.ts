import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBankStatementLineStatus } from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { fetchStatementLines } from '../api/statementLinesApi';

export function useStatementLines(status: TBankStatementLineStatus, page: number) {
  return useQuery({
    queryKey: bankStatementKeys.list(status, page),
    queryFn: ({ signal }) => fetchStatementLines(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
