import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, toast } from '@immodesk/sdk';
import { sendRentRequest } from '../api/rentRequestApi';

/** Mails a due item's rent request to the tenant; success or the server's reason (no bank account, no e-mail) in a toast. */
export function useSendRentRequest(onSent: () => void) {
  const { t } = useTranslation('finance');
  return useMutation({
    mutationFn: (rentPaymentId: string) => sendRentRequest(rentPaymentId),
    onSuccess: () => {
      toast.success(t('rentRequest.sent'));
      onSent();
    },
    onError: (error) =>
      toast.error(t('rentRequest.sendFailed'), {
        description: isApiError(error) ? error.message : t('paymentForm.toasts.network'),
      }),
  });
}
