import { useQuery } from '@tanstack/react-query';
import { messageKeys } from '../api/messageKeys';
import { searchTenantsAndContractors } from '../api/messagesApi';
import { contractorOption, tenantOption, type RecipientOption } from '../utils/recipientOption';
import { useDebouncedValue } from './useDebouncedValue';

/** Tenants, then contractors, whose name, company or e-mail matches what was typed. */
export function useRecipientSearch(text: string): { options: RecipientOption[]; isFetching: boolean } {
  const q = useDebouncedValue(text.trim());
  const { data, isFetching } = useQuery({
    queryKey: messageKeys.recipientSearch(q),
    queryFn: ({ signal }) => searchTenantsAndContractors(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
  const options =
    q.length === 0 || !data
      ? []
      : [...data.tenants.map(tenantOption), ...data.contractors.map(contractorOption)];
  return { options, isFetching };
}
