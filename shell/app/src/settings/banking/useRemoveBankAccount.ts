import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@immodesk/contracts/banking/bankAccounts.contract';
import { apiDelete, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** DELETE /api/bank-accounts/:id; removing the primary makes another one primary, so the list is fetched again. */
export function useRemoveBankAccount(onRemoved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: TBankAccount) => apiDelete(`/api/bank-accounts/${encodeURIComponent(account.id)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.bankAccounts() });
      toastSuccess(t('banking.removed'));
      onRemoved();
    },
    onError: (error) => toastFailure(t('banking.removeFailed'), error),
  });
}
