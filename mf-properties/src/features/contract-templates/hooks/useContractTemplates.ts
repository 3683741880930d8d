import { useQuery } from '@tanstack/react-query';
import { contractTemplateKeys, fetchContractTemplates } from '../api/contractTemplatesApi';

export function useContractTemplates() {
  return useQuery({
    queryKey: contractTemplateKeys.all,
    queryFn: ({ signal }) => fetchContractTemplates(signal),
  });
}
