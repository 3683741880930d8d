import { useQuery } from '@tanstack/react-query';
import { messageKeys } from '../api/messageKeys';
import { searchDocuments } from '../api/messagesApi';
import { useDebouncedValue } from './useDebouncedValue';

/** The organization's documents whose name matches what was typed. */
export function useDocumentSearch(text: string) {
  const q = useDebouncedValue(text.trim());
  return useQuery({
    queryKey: messageKeys.documentSearch(q),
    queryFn: ({ signal }) => searchDocuments(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}
