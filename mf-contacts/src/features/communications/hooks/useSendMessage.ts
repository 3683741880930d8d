import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@immodesk/sdk';
import { messageKeys } from '../api/messageKeys';
import { sendMessage, type SendMessageBody } from '../api/messagesApi';

/** Sends a message; the history shows it at once (each recipient queued, then sent or failed). */
export function useSendMessage(onSent: () => void) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage(body),
    onSuccess: (message) => {
      toastSuccess(t('compose.sent', { count: message.recipients.length }));
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      onSent();
    },
    onError: (error) => toastError(error, t('compose.sendFailed')),
  });
}
