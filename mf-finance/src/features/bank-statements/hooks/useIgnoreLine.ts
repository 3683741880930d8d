import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, toast } from '@immodesk/sdk';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { ignoreStatementLine } from '../api/statementLinesApi';

/** Sets a line aside; the server's reason (a matched line cannot be ignored) in a toast. */
export function useIgnoreLine() {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ignoreStatementLine(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bankStatementKeys.all });
      toast.success(t('bankStatements.toasts.ignored'));
    },
    onError: (error) =>
      toast.error(t('bankStatements.toasts.ignoreFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
