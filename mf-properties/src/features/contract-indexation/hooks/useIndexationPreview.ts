import { useQuery } from '@tanstack/react-query';
import { fetchIndexationPreview, indexationKeys } from '../api/indexationApi';

/** The preview of a written request on `date`; a refusal (not due yet, index not published) is the query's error. */
export function useIndexationPreview(contractId: string, date: string) {
  return useQuery({
    queryKey: indexationKeys.preview(contractId, date),
    queryFn: ({ signal }) => fetchIndexationPreview(contractId, date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    retry: false,
  });
}
