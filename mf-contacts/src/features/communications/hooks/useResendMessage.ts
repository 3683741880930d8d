import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { messageKeys } from '../api/messageKeys';
import { resendMessage } from '../api/messagesApi';

/** Sends the failed mails of a message again. */
export function useResendMessage() {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendMessage(id),
    onSuccess: () => {
      toastSuccess(t('history.resent'));
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: (error) => toastError(error, t('history.resendFailed')),
  });
}
