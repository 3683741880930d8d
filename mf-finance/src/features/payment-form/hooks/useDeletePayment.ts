import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventBus, isApiError, toast } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { deletePayment } from '../api/deletePayment';

/** Clears what was registered on a due item; a refusal shows the server's message under "could not be deleted". */
export function useDeletePayment(onDeleted: () => void) {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePayment(id),
    onSuccess: async (_result, id) => {
      await queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all });
      eventBus.emit('data:changed', { entity: 'payment', id });
      toast.success(t('paymentForm.toasts.deleted'));
      onDeleted();
    },
    onError: (error) =>
      toast.error(t('paymentForm.toasts.deleteFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
