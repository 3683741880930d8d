import { useQuery } from '@tanstack/react-query';
import { fetchPropertyOptions } from '../api/fetchOptions';
import { taskKeys } from '../api/taskKeys';

/** The organization's properties for the property filter and the task form. */
export function usePropertyOptions() {
  return useQuery({
    queryKey: taskKeys.propertyOptions(),
    queryFn: ({ signal }) => fetchPropertyOptions(signal),
  });
}
