import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageKeys } from '../api/messageKeys';
import { fetchMessages } from '../api/messagesApi';

/**
 * The sent messages, newest first; with `recipientId`, those sent to that tenant or contractor. While a mail is
 * still queued the page asks again, so it turns sent or failed by itself.
 */
export function useMessageHistory(page: number, recipientId?: string) {
  return useQuery({
    queryKey: messageKeys.history(page, recipientId),
    queryFn: ({ signal }) => fetchMessages(page, signal, recipientId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((message) =>
        message.recipients.some((recipient) => recipient.status === 'queued'),
      )
        ? 3000
        : false,
  });
}
