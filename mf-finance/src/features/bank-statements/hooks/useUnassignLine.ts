import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventBus, isApiError, toast } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { bankStatementKeys } from '../api/bankStatementKeys';
import { unassignStatementLine } from '../api/statementLinesApi';

/** Undoes a matched line: the payments list shows its items open again, the line waits under "to confirm". */
export function useUnassignLine() {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unassignStatementLine(id),
    onSuccess: async (line) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankStatementKeys.all }),
        queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all }),
      ]);
      eventBus.emit('data:changed', { entity: 'payment', id: line.id });
      toast.success(
        t(
          line.status === 'candidate'
            ? 'bankStatements.toasts.undoneToConfirm'
            : 'bankStatements.toasts.undone',
        ),
      );
    },
    onError: (error) =>
      toast.error(t('bankStatements.toasts.undoFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
