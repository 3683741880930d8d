import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { messageKeys } from '../api/messageKeys';
import { fetchContactOption } from '../api/messagesApi';
import type { RecipientOption } from '../utils/recipientOption';

/** `/communications?to=<tenant or contractor id>` (the contact pages' "Send a message"): that contact, once loaded, if it is the organization's. */
export function usePreselectedRecipient(): RecipientOption | null {
  const [searchParams] = useSearchParams();
  const contactId = searchParams.get('to') ?? '';
  const { data } = useQuery({
    queryKey: messageKeys.preselected(contactId),
    queryFn: ({ signal }) => fetchContactOption(contactId, signal),
    enabled: contactId.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  return data ?? null;
}
