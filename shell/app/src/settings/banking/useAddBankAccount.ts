import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZCreateBankAccountResponse,
  type TCreateBankAccountRequest,
} from '@immodesk/contracts/banking/bankAccounts.contract';
import { apiPost, toastSuccess } from '@immodesk/sdk';
import { toastFailure } from '../../errors/toastFailure';
import { settingsKeys } from '../settingsKeys';

/** POST /api/bank-accounts; the list is fetched again, since a new primary changes the flag of another account. */
export function useAddBankAccount() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: TCreateBankAccountRequest) =>
      apiPost('/api/bank-accounts', account, { schema: ZCreateBankAccountResponse }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.bankAccounts() });
      toastSuccess(t('banking.added'));
    },
    onError: (error) => toastFailure(t('banking.addFailed'), error),
  });
}
