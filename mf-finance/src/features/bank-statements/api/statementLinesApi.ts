import type {
  TBankStatementLine,
  TBankStatementLineStatus,
  TListBankStatementLinesResponse,
} from '@immodesk/contracts/bankStatements/bankStatementLines.contract';
import { DEFAULT_PAGE_SIZE } from '@immodesk/contracts/common/pageSize';
import { apiGet, apiPost } from '@immodesk/sdk';

/** One page of the imported credit lines in one state, newest booking date first (typed by the contract, no zod). */
export function fetchStatementLines(
  status: TBankStatementLineStatus,
  page: number,
  signal?: AbortSignal,
): Promise<TListBankStatementLinesResponse> {
  return apiGet<TListBankStatementLinesResponse>('/api/bank-statement-lines', {
    query: { status, page, pageSize: DEFAULT_PAGE_SIZE },
    signal,
  });
}

/** Sets a line aside: it pays no rent (a refund, a deposit, a transfer between own accounts). */
export function ignoreStatementLine(id: string): Promise<TBankStatementLine> {
  return apiPost<TBankStatementLine>(`/api/bank-statement-lines/${encodeURIComponent(id)}/ignore`);
}

/** Assigns a line to due items, `amountCents` each, adding up to the line's amount. */
export function assignStatementLine(
  id: string,
  allocations: { rentPaymentId: string; amountCents: number }[],
): Promise<TBankStatementLine> {
  return apiPost<TBankStatementLine>(`/api/bank-statement-lines/${encodeURIComponent(id)}/assign`, {
    allocations,
  });
}

/** Undoes a matched line (audited): its due items owe again and it returns to the queue with its candidates. */
export function unassignStatementLine(id: string): Promise<TBankStatementLine> {
  return apiPost<TBankStatementLine>(`/api/bank-statement-lines/${encodeURIComponent(id)}/unassign`);
}
