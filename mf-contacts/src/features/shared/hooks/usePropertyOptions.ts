import { useQuery } from '@tanstack/react-query';
import { propertySelectOptions } from '@immodesk/sdk';
import { fetchPropertyOptions } from '../api/fetchPropertyOptions';

export const propertyOptionKeys = { all: ['contacts', 'property-options'] as const };

/** The properties as select options (value: id, label: the address), and a look-up of an address by id. */
export function usePropertyOptions() {
  const query = useQuery({
    queryKey: propertyOptionKeys.all,
    queryFn: ({ signal }) => fetchPropertyOptions(signal),
  });
  const options = propertySelectOptions(query.data ?? []);
  const addressOf = (id: string | null) =>
    id ? (options.find((option) => option.value === id)?.label ?? null) : null;
  return { options, addressOf, isLoading: query.isPending };
}
