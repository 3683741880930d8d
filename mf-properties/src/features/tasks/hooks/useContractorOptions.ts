import { useQuery } from '@tanstack/react-query';
import { fetchContractorOptions } from '../api/fetchOptions';
import { taskKeys } from '../api/taskKeys';

/** The organization's contractors (GET /api/contractors) for the task form and the names in the list. */
export function useContractorOptions() {
  return useQuery({
    queryKey: taskKeys.contractorOptions(),
    queryFn: ({ signal }) => fetchContractorOptions(signal),
  });
}
