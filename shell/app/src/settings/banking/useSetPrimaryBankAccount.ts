import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TBankAccount,
  TSetPrimaryBankAccountResponse,
} from '@immodesk/contracts/banking/bankAccounts.contract';
import { apiPut, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** PUT /api/bank-accounts/:id/primary: answers every account, since two primary flags change. */
export function useSetPrimaryBankAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: TBankAccount) =>
      apiPut<TSetPrimaryBankAccountResponse>(`/api/bank-accounts/${encodeURIComponent(account.id)}/primary`),
    onSuccess: (accounts) => {
      queryClient.setQueryData(settingsKeys.bankAccounts(), accounts);
      toastSuccess(t('banking.primarySet'));
    },
    onError: (error) => toastFailure(t('banking.primaryFailed'), error),
  });
}
