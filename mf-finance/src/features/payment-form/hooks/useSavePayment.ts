import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRegisterRentPaymentRequest } from '@immodesk/contracts/rentPayments/registerRentPayment.contract';
import { eventBus, isApiError, toast } from '@immodesk/sdk';
import { rentPaymentKeys } from '../../rent-payment-list/api/rentPaymentKeys';
import { registerPayment, updatePayment } from '../api/paymentApi';

/**
 * Registers what was received on a due item (POST by contract and period), or corrects it (PATCH by id) when the
 * item already had a payment. A refusal shows the server's translated message under "could not be saved" (SPEC §8).
 */
export function useSavePayment(onSaved: () => void) {
  const { t } = useTranslation('finance');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, existingId }: { body: TRegisterRentPaymentRequest; existingId: string | null }) => {
      if (!existingId) return registerPayment(body);
      const { paidCents, paidAt, notes } = body;
      return updatePayment(existingId, { paidCents, paidAt, notes });
    },
    onSuccess: async (saved, { existingId }) => {
      await queryClient.invalidateQueries({ queryKey: rentPaymentKeys.all });
      eventBus.emit('data:changed', { entity: 'payment', id: saved.id });
      toast.success(t(existingId ? 'paymentForm.toasts.updated' : 'paymentForm.toasts.registered'));
      onSaved();
    },
    onError: (error) =>
      toast.error(t('paymentForm.toasts.saveFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
