import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/propertyKeys';
import { fetchDeleteImpact } from '../api/propertyDetailsApi';

/** What goes with the property when it is deleted; asked afresh each time the dialog opens. */
export function useDeleteImpact(propertyId: string, isOpen: boolean) {
  return useQuery({
    queryKey: propertyKeys.deleteImpact(propertyId),
    queryFn: ({ signal }) => fetchDeleteImpact(propertyId, signal),
    enabled: isOpen,
    staleTime: 0,
  });
}
