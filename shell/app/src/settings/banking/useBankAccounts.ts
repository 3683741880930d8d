import { useQuery } from '@tanstack/react-query';
import type { TListBankAccountsResponse } from '@immodesk/contracts/banking/bankAccounts.contract';
import { apiGet } from '@immodesk/sdk';
import { settingsKeys } from '../settingsKeys';

/** GET /api/bank-accounts: the organization's accounts, the primary first. */
export function useBankAccounts() {
  return useQuery({
    queryKey: settingsKeys.bankAccounts(),
    queryFn: () => apiGet<TListBankAccountsResponse>('/api/bank-accounts'),
  });
}
